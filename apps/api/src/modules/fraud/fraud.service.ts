import {
  CONFIRM_NOTE_MIN_LENGTH,
  FRAUD_MESSAGES,
  FRAUD_SIGNAL_KINDS,
  type FraudSettings,
  type FraudSignal,
} from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { fieldError } from '../../lib/errors.js';
import * as fraudRepo from './fraud.repository.js';
import {
  BURST_WINDOW_MS,
  burstAround,
  type ComputedSignal,
  isCountedAddress,
  numbersOf,
  reasonOf,
  RING_DEPTH,
  signalNaming,
} from './fraud.rules.js';

/**
 * Fraud signals (docs/decisions/186-fraud-signals.md): signs that one person runs several
 * accounts, computed and stored when an account registers, saves bank details, activates a PIN,
 * asks for a withdrawal and before it is paid; read by User Management, Withdraw Request and Pin
 * Requests, and holding a flagged payment until an admin confirms it with a note. This module
 * reads the other modules' tables and imports none of them, so any of them may call it; the
 * thresholds (Promotion Settings, `fraud`) come from the caller.
 */

/** A caller's thresholds: `settings.values.fraud` of the settings service. */
export type FraudThresholds = FraudSettings;

/** The accounts another account's refresh recomputes at most (those its signals name). */
const MAX_NEIGHBOURS_REFRESHED = 50;

/** Every signal of one account, from what is stored now. */
async function computeSignals(
  q: Queryable,
  userId: number,
  thresholds: FraudThresholds,
): Promise<ComputedSignal[]> {
  const account = await fraudRepo.findIdentifiers(q, userId);
  if (!account) return [];
  const signals: ComputedSignal[] = [];
  const sharing = new Set<number>();
  const shared = async (kind: ComputedSignal['kind'], holders: Promise<number[]>) => {
    const ids = await holders;
    ids.forEach((id) => sharing.add(id));
    if (ids.length > 0) signals.push(signalNaming(kind, ids));
  };
  await shared('shared_mobile', fraudRepo.findNumberHolders(q, numbersOf(account), userId));
  if (account.pan) await shared('shared_pan', fraudRepo.findBankHolders(q, 'pan', account.pan, userId));
  if (account.accNo)
    await shared('shared_bank_account', fraudRepo.findBankHolders(q, 'accNo', account.accNo, userId));
  if (account.upiId) await shared('shared_upi', fraudRepo.findBankHolders(q, 'upiId', account.upiId, userId));

  const ring = await fraudRepo.findChainMembers(q, userId, [...sharing], RING_DEPTH);
  if (ring.length > 0) signals.push(signalNaming('sponsor_ring', ring));

  const self = { id: account.id, at: account.createdAt };
  const around = (by: { ip: string } | { sponsorId: number }) =>
    fraudRepo.findRegistrationsBetween(
      q,
      by,
      new Date(self.at.getTime() - BURST_WINDOW_MS),
      new Date(self.at.getTime() + BURST_WINDOW_MS),
    );
  if (isCountedAddress(account.registrationIp)) {
    const burst = burstAround(
      await around({ ip: account.registrationIp }),
      self,
      thresholds.ip_registrations_per_hour,
    );
    if (burst.length > 0)
      signals.push(
        signalNaming(
          'ip_burst',
          burst.map((r) => r.id).filter((id) => id !== userId),
          burst.length,
        ),
      );
  }
  const sponsorBurst = await sponsorBurstOf(q, account, thresholds.sponsor_registrations_per_hour, around);
  if (sponsorBurst) signals.push(sponsorBurst);

  const secondsPerQuestion = thresholds.quiz_min_seconds_per_question;
  if (secondsPerQuestion > 0) {
    const fast = await fraudRepo.countFastQuizzes(q, userId, secondsPerQuestion);
    if (fast >= thresholds.fast_quizzes) signals.push(signalNaming('fast_quiz', [], fast));
  }
  return signals;
}

/**
 * Many registrations under one sponsor within an hour: on each account registered in that hour
 * (naming the sponsor and the others) and on the sponsor (naming them). A sponsor who is an admin
 * holds the programme's own promoter code, published for anyone to use: not a sign.
 */
async function sponsorBurstOf(
  q: Queryable,
  account: NonNullable<Awaited<ReturnType<typeof fraudRepo.findIdentifiers>>>,
  threshold: number,
  around: (by: { sponsorId: number }) => Promise<{ id: number; at: Date }[]>,
): Promise<ComputedSignal | null> {
  const named = new Set<number>();
  let count = 0;
  if (account.sponsorId !== null && !account.sponsorIsStaff) {
    const burst = burstAround(
      await around({ sponsorId: account.sponsorId }),
      { id: account.id, at: account.createdAt },
      threshold,
    );
    if (burst.length > 0) {
      named.add(account.sponsorId);
      burst.forEach((r) => named.add(r.id));
      count = burst.length;
    }
  }
  const busiest = account.isStaff ? null : await fraudRepo.findBusiestReferralHour(q, account.id);
  if (busiest && busiest.count >= threshold) {
    busiest.ids.forEach((id) => named.add(id));
    count = Math.max(count, busiest.count);
  }
  named.delete(account.id);
  return named.size > 0 ? signalNaming('sponsor_burst', named, count) : null;
}

async function storeSignals(
  db: Database,
  userId: number,
  thresholds: FraudThresholds,
  now: Date,
): Promise<number[]> {
  const signals = await computeSignals(db, userId, thresholds);
  await withTransaction(db, (tx) => fraudRepo.replaceSignals(tx, userId, signals, now));
  return signals.flatMap((signal) => signal.relatedUserIds);
}

/**
 * Computes and stores the signals of these accounts, then of the accounts their signals name now
 * or named before (a shared detail changed on one side changes the other's signal too). Called
 * after the change that may raise them has committed.
 */
export async function refreshSignals({
  db,
  userIds,
  thresholds,
  now = new Date(),
}: {
  db: Database;
  userIds: readonly number[];
  thresholds: FraudThresholds;
  now?: Date;
}): Promise<void> {
  const first = [...new Set(userIds)];
  const neighbours = new Set(await fraudRepo.findRelatedIds(db, first));
  for (const userId of first)
    for (const related of await storeSignals(db, userId, thresholds, now)) neighbours.add(related);
  for (const userId of first) neighbours.delete(userId);
  for (const userId of [...neighbours].slice(0, MAX_NEIGHBOURS_REFRESHED))
    await storeSignals(db, userId, thresholds, now);
}

/** A stored signal as a list row carries it, with its reason in English. */
function toSignal(row: fraudRepo.StoredSignal): FraudSignal {
  return {
    kind: row.kind,
    reason: reasonOf(row.kind, row.params),
    related_user_ids: row.relatedUserIds,
    related_usernames: row.relatedUsernames,
  };
}

const KIND_ORDER = new Map(FRAUD_SIGNAL_KINDS.map((kind, index) => [kind, index]));

/** The stored signals of these accounts (a list page's), by account: one query. */
export async function signalsOf(
  q: Queryable,
  userIds: readonly number[],
): Promise<Map<number, FraudSignal[]>> {
  const byUser = new Map<number, FraudSignal[]>();
  const rows = await fraudRepo.findSignals(q, userIds);
  rows.sort((a, b) => a.userId - b.userId || KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!);
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(toSignal(row));
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** What a confirmed payment's audit row records: the note and the signals it was paid despite. */
export interface PayoutConfirmation {
  confirm_note: string;
  fraud_signals: Record<number, { kind: string; reason: string; related_user_ids: number[] }[]>;
}

/**
 * The hold before a payment (docs/decisions/186-fraud-signals.md): when any of these payees has
 * fraud signals, paying needs the admin's note of at least CONFIRM_NOTE_MIN_LENGTH characters,
 * else a 422 on `confirm_note`. Answers what the audit row records, or null when no payee is
 * flagged.
 */
export async function requirePayoutConfirmation(
  q: Queryable,
  { userIds, note }: { userIds: readonly number[]; note: string | null | undefined },
): Promise<PayoutConfirmation | null> {
  const signals = await signalsOf(q, userIds);
  if (signals.size === 0) return null;
  const text = note?.trim() ?? '';
  if (text.length < CONFIRM_NOTE_MIN_LENGTH) throw fieldError('confirm_note', FRAUD_MESSAGES.confirmNote);
  return {
    confirm_note: text,
    fraud_signals: Object.fromEntries(
      [...signals].map(([userId, list]) => [
        userId,
        list.map(({ kind, reason, related_user_ids }) => ({ kind, reason, related_user_ids })),
      ]),
    ),
  };
}

import {
  GiftDelivery,
  indiaDate,
  paiseToRupees,
  PIN_LENGTH,
  pageInfoOf,
  pinTermsText,
  PinStatus,
  scratchEntryDescription,
  type activatePinSchema,
  type AdminPinRequest,
  type FraudSignal,
  type ListResponse,
  type PinFees,
  type PinListQuery,
  PROMOTER_LEVELS,
  type PromoterLevel,
  type ScratchCard,
  type UserPinRequest,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { randomCode } from '../../lib/codes.js';
import { badRequest, fieldError, notFound } from '../../lib/errors.js';
import { throttled } from '../../lib/throttle.js';
import * as notificationsService from '../notifications/notifications.service.js';
import type { WorkbookFile } from '../../lib/excel.js';
import { exportInBatches, readListPage } from '../../lib/list-page.js';
import type { TotalCounter } from '../../lib/list-totals.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as fraudService from '../fraud/fraud.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as usersService from '../users/users.service.js';
import { PIN_EXPORT_BATCH, PIN_EXPORT_COLUMNS, PIN_EXPORT_FILE, PIN_EXPORT_SHEET } from './pins.export.js';
import * as pinsRepo from './pins.repository.js';
import {
  afterWrongPin,
  AUTO_REJECT_REASON,
  autoRaiseBefore,
  autoRejectBefore,
  isLocked,
  levelRequestProblem,
  lockedMessage,
  stepRefusal,
  wrongPinMessage,
} from './pins.rules.js';

/**
 * PIN requests and promoter levels (docs/product/pins-and-levels.md). Each step is one guarded
 * change: it happens only in the state it needs, so a repeated or parallel step changes nothing
 * and gets a clear refusal. The level changes at activation and nowhere else.
 */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function toUserRequest(q: Queryable, row: pinsRepo.PinRequestRecord): Promise<UserPinRequest> {
  const raised = row.termsRaisedAt !== null && row.status !== PinStatus.Rejected;
  const [payment, settings] = await Promise.all([
    raised ? bankService.getPaymentDetails({ db: q }) : null,
    settingsService.getSettings(q),
  ]);
  const fee = paiseToRupees(settingsService.pinFeeOf(settings, row.level as PromoterLevel));
  return {
    id: row.id,
    level: row.level,
    status: row.status,
    request_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    terms_raised_at: iso(row.termsRaisedAt),
    terms_accepted_at: iso(row.termsAcceptedAt),
    terms: raised ? pinTermsText(row.level, fee) : null,
    fee,
    payment_details: payment
      ? {
          account_holder: payment.account_holder,
          acc_no: payment.acc_no,
          ifsc_code: payment.ifsc_code,
          bank_name: payment.bank_name,
          branch_name: payment.branch_name,
          whatsapp_number: payment.whatsapp_number,
        }
      : null,
    reason: row.reason,
    activated_at: iso(row.activatedAt),
    gift_delivery: row.giftDelivery,
    pickup_date: row.pickupDate,
    address: row.address,
    whatsapp: row.whatsapp,
    locked_until: iso(row.lockedUntil),
  };
}

function toAdminRequest(row: pinsRepo.AdminPinRow, fraudSignals: FraudSignal[] = []): AdminPinRequest {
  return {
    id: row.id,
    level: row.level,
    status: row.status,
    request_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    terms_raised_at: iso(row.termsRaisedAt),
    terms_accepted_at: iso(row.termsAcceptedAt),
    reason: row.reason,
    activated_at: iso(row.activatedAt),
    gift_delivery: row.giftDelivery,
    pickup_date: row.pickupDate,
    address: row.address,
    whatsapp: row.whatsapp,
    locked_until: iso(row.lockedUntil),
    user: {
      id: row.userId,
      username: row.username,
      first_name: row.firstName,
      last_name: row.lastName,
      mobile: row.mobile,
      current_promoter_level: row.currentPromoterLevel,
    },
    pin: row.pin,
    terms_raised_by: row.termsRaisedAt ? (row.raisedByUsername ?? null) : null,
    fraud_signals: fraudSignals,
  };
}

/** A 429 with Retry-After while wrong PINs keep the request locked. */
function lockedError(lockedUntil: Date, now: Date) {
  return throttled(
    lockedMessage(lockedUntil, now),
    Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
  );
}

/** The caller's own request, or 404: another user's request does not exist for them. */
async function requireOwnRequest(q: Queryable, actor: Actor, id: number) {
  const row = await pinsRepo.findRequestById(q, id);
  if (!row || row.userId !== actor.id) throw notFound();
  return row;
}

async function requireRequest(q: Queryable, id: number) {
  const row = await pinsRepo.findRequestById(q, id);
  if (!row) throw notFound();
  return row;
}

/**
 * POST user-promoters: asks for a level above the caller's. One open request at a time: a second
 * submit answers the open one (`created: false`) instead of making another.
 */
export async function requestLevel({
  db,
  actor,
  level,
}: {
  db: Database;
  actor: Actor;
  level: number;
}): Promise<{ request: UserPinRequest; created: boolean }> {
  return withTransaction(db, async (tx) => {
    const open = await pinsRepo.findOpenRequest(tx, actor.id);
    if (open) return { request: await toUserRequest(tx, open), created: false };
    const [account] = await usersService.findAccountsByIds(tx, [actor.id]);
    const problem = levelRequestProblem(account?.currentPromoterLevel ?? null, level);
    if (problem) throw fieldError('level', problem);
    const created = await pinsRepo.insertRequestOnce(tx, actor.id, level);
    // A parallel submit made the open request first: answer that one.
    const row = created ?? (await pinsRepo.findOpenRequest(tx, actor.id));
    if (!row) throw new Error('No open request after insert');
    if (created)
      await writeAudit(tx, {
        actor,
        action: 'pin.request',
        entity: 'pin_requests',
        entityId: row.id,
        after: { level },
      });
    return { request: await toUserRequest(tx, row), created: created !== null };
  });
}

/** GET user-promoters/list: the caller's own requests, newest first; never a PIN. */
export async function listOwnRequests({
  db,
  actor,
  page,
}: {
  db: Database;
  actor: Actor;
  page: { page_number: number; page_size: number; sortDir?: 'asc' | 'desc' };
}): Promise<ListResponse<UserPinRequest>> {
  const [rows, total] = await Promise.all([
    pinsRepo.findOwnRequests(db, actor.id, {
      offset: (page.page_number - 1) * page.page_size,
      size: page.page_size,
      ascending: page.sortDir === 'asc',
    }),
    pinsRepo.countOwnRequests(db, actor.id),
  ]);
  return {
    data: await Promise.all(rows.map((row) => toUserRequest(db, row))),
    pageInfo: pageInfoOf(total, page.page_number, page.page_size),
  };
}

/**
 * GET pin-fees: what a PIN for each level costs now (Promotion Settings), for the request dialog
 * (docs/product/pins-and-levels.md, The fee).
 */
export async function pinFees({ db }: { db: Database }): Promise<PinFees> {
  const settings = await settingsService.getSettings(db);
  return {
    fees: PROMOTER_LEVELS.map((level) => ({
      level,
      fee: paiseToRupees(settingsService.pinFeeOf(settings, level)),
    })),
  };
}

/** POST term-accepted: the owner accepts the raised terms. */
export async function acceptTerms({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  return withTransaction(db, async (tx) => {
    const current = await requireOwnRequest(tx, actor, id);
    const row = await pinsRepo.acceptTerms(tx, id, actor.id);
    if (!row) throw badRequest(stepRefusal('accept', current));
    await writeAudit(tx, { actor, action: 'pin.accept_terms', entity: 'pin_requests', entityId: id });
    return toUserRequest(tx, row);
  });
}

/** POST term-raised (admins): shows the user the terms and where to pay. */
export async function raiseTerms({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  return withTransaction(db, async (tx) => {
    const current = await requireRequest(tx, id);
    const row = await pinsRepo.raiseTerms(tx, id, actor.id);
    if (!row) throw badRequest(stepRefusal('raise', current));
    await writeAudit(tx, { actor, action: 'pin.raise_terms', entity: 'pin_requests', entityId: id });
    await notificationsService.notify(tx, {
      userId: current.userId,
      event: 'pin_terms_raised',
      key: String(id),
      params: { level: current.level },
    });
    return readAdminRow(tx, id);
  });
}

/**
 * POST generate-pin (admins): only once the user accepted the terms; the request becomes
 * approved with an 8-character PIN from a cryptographic source, answered to the admin alone.
 */
export async function generatePin({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  return withTransaction(db, async (tx) => {
    const current = await requireRequest(tx, id);
    const pin = randomCode(PIN_LENGTH);
    const row = await pinsRepo.approveWithPin(tx, id, pin, actor.id);
    if (!row) throw badRequest(stepRefusal('generate', current));
    // The audit row records that a PIN was made, never the PIN.
    await writeAudit(tx, {
      actor,
      action: 'pin.generate',
      entity: 'pin_requests',
      entityId: id,
      before: { status: current.status },
      after: { status: PinStatus.Approved },
    });
    await notificationsService.notify(tx, {
      userId: current.userId,
      event: 'pin_generated',
      key: String(id),
      params: { level: current.level },
    });
    return { pin };
  });
}

/** POST pin-rejected (admins): a pending or approved request, with an optional reason. */
export async function rejectRequest({
  db,
  actor,
  id,
  reason,
}: {
  db: Database;
  actor: Actor;
  id: number;
  reason: string | null;
}) {
  return withTransaction(db, async (tx) => {
    const current = await requireRequest(tx, id);
    const row = await pinsRepo.reject(tx, id, reason, actor.id);
    if (!row) throw badRequest(stepRefusal('reject', current));
    await writeAudit(tx, {
      actor,
      action: 'pin.reject',
      entity: 'pin_requests',
      entityId: id,
      before: { status: current.status },
      after: { status: PinStatus.Rejected, reason },
    });
    return readAdminRow(tx, id);
  });
}

async function readAdminRow(q: Queryable, id: number): Promise<AdminPinRequest> {
  const row = await pinsRepo.findAdminRowById(q, id);
  if (!row) throw notFound();
  const signals = await fraudService.signalsOf(q, [row.userId]);
  return toAdminRequest(row, signals.get(row.userId));
}

/**
 * Scratch cards of an activation (docs/product/money.md, Scratch cards): the sponsor gets one when
 * their level is at least the activated one, for the amount of the range holding the count of their
 * direct referrals activated at that level (this one included); each additional scratch referral
 * account gets a copy of the same amount.
 */
async function createScratchCards(tx: Tx, request: pinsRepo.PinRequestRecord, sponsorId: number | null) {
  if (sponsorId === null) return [];
  const [sponsor] = await usersService.findAccountsByIds(tx, [sponsorId]);
  if (!sponsor || sponsor.currentPromoterLevel === null || sponsor.currentPromoterLevel < request.level)
    return [];
  const settings = await settingsService.getSettings(tx);
  const count = await pinsRepo.countActivatedReferrals(tx, sponsorId, request.level);
  const range = settingsService.scratchRangeFor(settings, request.level as PromoterLevel, count);
  if (!range) return [];
  const owners = [
    sponsorId,
    ...settings.values.additional_scratch_referrals.filter((id) => id !== sponsorId),
  ];
  return pinsRepo.insertScratchCards(
    tx,
    owners.map((userId) => ({
      userId,
      pinRequestId: request.id,
      level: request.level,
      amount: range.amountPaise,
      message: range.message,
      isCopy: userId !== sponsorId,
    })),
  );
}

/**
 * POST activate-pin (owner): the approved request with its PIN becomes activated and, in the same
 * transaction, the user's level becomes the requested one and the sponsor's scratch cards are
 * made. The request's row stays locked from the first check to the commit, so parallel attempts
 * take turns: each wrong PIN is counted on the count the one before left, and the fifth locks
 * activation for 15 minutes (docs/product/pins-and-levels.md). A wrong PIN's count is committed
 * before the refusal is thrown, so it survives the refusal.
 */
export async function activatePin({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof activatePinSchema>;
  now?: Date;
}): Promise<UserPinRequest> {
  const outcome = await withTransaction(db, async (tx) => {
    const request = await pinsRepo.lockRequest(tx, input.id);
    if (!request || request.userId !== actor.id) throw notFound();
    if (request.status !== PinStatus.Approved) throw badRequest(stepRefusal('activate', request));
    if (isLocked(request.lockedUntil, now)) throw lockedError(request.lockedUntil!, now);
    if (
      input.gift_delivery === GiftDelivery.Direct &&
      input.pickup_date &&
      input.pickup_date < indiaDate(now)
    )
      throw fieldError('pickup_date', 'Choose a pick-up date, today or later');
    if (request.pin !== input.pin) {
      const wrongPin = afterWrongPin(request.wrongPins, now);
      await pinsRepo.recordWrongPin(tx, request.id, wrongPin);
      return { wrongPin };
    }
    const row = await pinsRepo.activate(tx, {
      id: request.id,
      giftDelivery: input.gift_delivery,
      pickupDate: input.gift_delivery === GiftDelivery.Direct ? (input.pickup_date ?? null) : null,
      address: input.gift_delivery === GiftDelivery.Courier ? (input.address ?? null) : null,
      whatsapp: input.whatsapp,
    });
    if (!row) throw badRequest(stepRefusal('activate', request));
    const account = await usersService.lockAccount(tx, actor.id);
    const problem = levelRequestProblem(account?.currentPromoterLevel ?? null, row.level);
    if (!account || problem) throw badRequest(problem ?? 'No such account');
    await usersService.setPromoterLevel(tx, actor.id, row.level);
    const cards = await createScratchCards(tx, row, account.sponsorId);
    await writeAudit(tx, {
      actor,
      action: 'pin.activate',
      entity: 'pin_requests',
      entityId: row.id,
      before: { status: PinStatus.Approved, level: account.currentPromoterLevel },
      after: { status: PinStatus.Activated, level: row.level, scratch_cards: cards.map((card) => card.id) },
    });
    await notificationsService.notify(tx, {
      userId: actor.id,
      event: 'level_reached',
      key: String(row.id),
      params: { level: row.level },
    });
    for (const card of cards)
      await notificationsService.notify(tx, {
        userId: card.userId,
        event: 'scratch_card_received',
        key: String(card.id),
        params: { level: row.level },
      });
    return { activated: row };
  });
  if (outcome.wrongPin) throw fieldError('pin', wrongPinMessage(outcome.wrongPin));
  // The WhatsApp number given may be another account's (docs/decisions/186-fraud-signals.md).
  const { values } = await settingsService.getSettings(db);
  await fraudService.refreshSignals({ db, userIds: [actor.id], thresholds: values.fraud });
  return toUserRequest(db, outcome.activated);
}

/** GET user-promoters (admins): every request with the list contract and the counts per status. */
export async function listRequests({
  db,
  query,
  totals,
}: {
  db: Database;
  query: PinListQuery;
  totals: TotalCounter;
}): Promise<ListResponse<AdminPinRequest> & { status_counts: Record<0 | 1 | 2 | 3, number> }> {
  const listQuery = {
    search: query.search,
    filter: query.search_param ?? {},
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
  const { search, filter, sortBy, sortDir } = listQuery;
  const [{ rows, pageInfo }, byStatus] = await Promise.all([
    readListPage({
      query,
      totals,
      counted: { list: 'pins', rows: { search, filter }, order: { sortBy, sortDir } },
      find: (page) => pinsRepo.findRequests(db, listQuery, page),
      count: (counting) => pinsRepo.countRequests(db, listQuery, counting),
    }),
    pinsRepo.countByStatus(db),
  ]);
  const signals = await fraudService.signalsOf(
    db,
    rows.map((row) => row.userId),
  );
  const of = (status: number) => byStatus.find((row) => row.status === status)?.count ?? 0;
  return {
    data: rows.map((row) => toAdminRequest(row, signals.get(row.userId))),
    pageInfo,
    status_counts: { 0: of(0), 1: of(1), 2: of(2), 3: of(3) },
  };
}

/** pin_requests.xlsx: the list's search and filters, streamed in keyset batches. */
export async function exportRequests({
  db,
  query,
  maxRows,
}: {
  db: Database;
  query: PinListQuery;
  maxRows: number;
}): Promise<WorkbookFile> {
  const listQuery = {
    search: query.search,
    filter: query.search_param ?? {},
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
  return exportInBatches({
    count: (counting) => pinsRepo.countRequests(db, listQuery, counting),
    find: (batch) => pinsRepo.findRequests(db, listQuery, batch),
    toRow: (row) => toAdminRequest(row),
    maxRows,
    batchSize: PIN_EXPORT_BATCH,
    fileName: PIN_EXPORT_FILE,
    sheetName: PIN_EXPORT_SHEET,
    columns: PIN_EXPORT_COLUMNS,
  });
}

/** The job: raises the terms of requests no admin raised within the set minutes. */
export async function raiseOverdueTerms({ db, now = new Date() }: { db: Database; now?: Date }) {
  return withTransaction(db, async (tx) => {
    const settings = await settingsService.getSettings(tx);
    const raised = await pinsRepo.raiseOverdueTerms(
      tx,
      autoRaiseBefore(now, settings.values.pin_auto_raise_minutes),
    );
    for (const row of raised) {
      await writeAudit(tx, {
        actor: null,
        action: 'pin.raise_terms',
        entity: 'pin_requests',
        entityId: row.id,
        after: { auto: true },
      });
      await notificationsService.notify(tx, {
        userId: row.userId,
        event: 'pin_terms_raised',
        key: String(row.id),
        params: { level: row.level },
      });
    }
    return { raised: raised.length };
  });
}

/** The job: rejects requests still pending after the set days. */
export async function rejectStaleRequests({ db, now = new Date() }: { db: Database; now?: Date }) {
  return withTransaction(db, async (tx) => {
    const days = (await settingsService.getSettings(tx)).values.pin_auto_reject_days;
    const rejected = await pinsRepo.rejectStale(tx, autoRejectBefore(now, days), AUTO_REJECT_REASON(days));
    for (const row of rejected)
      await writeAudit(tx, {
        actor: null,
        action: 'pin.reject',
        entity: 'pin_requests',
        entityId: row.id,
        after: { auto: true },
      });
    return { rejected: rejected.length };
  });
}

/** The caller's latest request, for the dashboard: its level and status, or null. */
export async function latestRequest(q: Queryable, userId: number) {
  const row = await pinsRepo.findLatestRequest(q, userId);
  return row ? { id: row.id, level: row.level, status: row.status } : null;
}

/** Requests per status (admin dashboard). */
export async function requestCounts(q: Queryable) {
  const rows = await pinsRepo.countByStatus(q);
  const of = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
  return { 0: of(0), 1: of(1), 2: of(2), 3: of(3) };
}

// ---- scratch cards -----------------------------------------------------------------------------

function toCard(row: pinsRepo.ScratchCardRow): ScratchCard {
  const scratched = row.scratchedAt !== null;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    scratched_at: iso(row.scratchedAt),
    from_username: row.fromUsername,
    level: row.level,
    // Hidden until scratched: the surprise is the server's, not the page source's.
    amount: scratched ? paiseToRupees(row.amount) : null,
    message: scratched ? row.message : null,
  };
}

/** GET get-scratch-cards: the caller's cards, newest first. */
export async function getScratchCards({ db, actor }: { db: Database; actor: Actor }) {
  return { cards: (await pinsRepo.findCards(db, actor.id)).map(toCard) };
}

/**
 * POST scratched-status-update: the owner scratches an unscratched card; its amount is credited
 * to the Scratch wallet with the card as the idempotency key, so a double or parallel scratch
 * credits once.
 */
export async function scratchCard({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: number;
}): Promise<ScratchCard> {
  await withTransaction(db, async (tx) => {
    const card = await pinsRepo.findCard(tx, id, actor.id);
    if (!card) throw notFound();
    const scratched = await pinsRepo.markScratched(tx, id, actor.id);
    if (!scratched) throw badRequest('This card is already scratched');
    if (scratched.amount > 0)
      await ledgerService.credit(tx, {
        to: { userId: actor.id, walletType: 2 },
        from: 'scratch_rewards',
        amount: scratched.amount,
        kind: 'scratch',
        description: scratchEntryDescription(card.fromUsername, card.level),
        idempotencyKey: `scratch:${id}`,
        fingerprint: ledgerService.fingerprintOf({ card: id, amount: scratched.amount }),
        audit: {
          actor,
          action: 'scratch_card.credit',
          after: { scratch_card_id: id, amount: paiseToRupees(scratched.amount) },
        },
      });
    await writeAudit(tx, { actor, action: 'scratch_card.scratch', entity: 'scratch_cards', entityId: id });
  });
  const row = await pinsRepo.findCard(db, id, actor.id);
  return toCard(row!);
}

/** Unscratched cards waiting for the user (dashboard). */
export function countWaitingCards(q: Queryable, userId: number) {
  return pinsRepo.countUnscratched(q, userId);
}

/** PIN activations per India day since `since` (the admin dashboard's chart). */
export function activationsByDay(q: Queryable, since: Date) {
  return pinsRepo.countActivationsByDay(q, since);
}

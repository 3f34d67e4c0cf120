import { isIP } from 'node:net';
import { FRAUD_REASONS, formatMessage, type FraudSignalKind } from '@portal/shared';

/**
 * The pure parts of the fraud signals (docs/decisions/186-fraud-signals.md): which numbers are an
 * account's, which addresses identify a client, the busiest hour of registrations around one, and
 * the English reason of a signal.
 */

/** An hour: the window of the registration bursts. */
export const BURST_WINDOW_MS = 60 * 60 * 1000;

/** How far up and down a sponsor chain a shared identifier makes a ring. */
export const RING_DEPTH = 10;

/** A signal stores at most this many of the accounts it names; its count keeps the whole number. */
export const MAX_RELATED = 50;

/** What an account's signals are computed from. */
export interface AccountIdentifiers {
  id: number;
  /** An admin or the super admin. */
  isStaff: boolean;
  mobile: string | null;
  registrationIp: string | null;
  sponsorId: number | null;
  /** The sponsor is an admin or the super admin: the programme's own code, not a promoter's. */
  sponsorIsStaff: boolean;
  createdAt: Date;
  pan: string | null;
  accNo: string | null;
  upiId: string | null;
  /** The WhatsApp numbers given at PIN activations. */
  whatsapps: string[];
}

const MOBILE = /^\d{10}$/;

/**
 * The mobile numbers an account gave: its own, the WhatsApp numbers of its PIN activations, and a
 * UPI ID named by a mobile number (`9876543210@ybl`). The account's mobile is unique among
 * accounts, so a number is shared only through the other two (docs/decisions/186-fraud-signals.md).
 */
export function numbersOf(account: Pick<AccountIdentifiers, 'mobile' | 'whatsapps' | 'upiId'>): string[] {
  const upiName = account.upiId?.split('@')[0] ?? '';
  const numbers = [account.mobile, ...account.whatsapps, MOBILE.test(upiName) ? upiName : null];
  return [...new Set(numbers.filter((number): number is string => number !== null && MOBILE.test(number)))];
}

/**
 * Whether an address names a client. A loopback address or 'unknown' (lib/client-ip.ts) is what
 * every registration shows when the portal is reached without a trusted proxy in front
 * (TRUST_PROXY unset): counting it would flag everyone who registered in the same hour.
 */
export function isCountedAddress(ip: string | null): ip is string {
  if (!ip || isIP(ip) === 0) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return !v4.startsWith('127.');
  return ip !== '::1';
}

export interface Registration {
  id: number;
  at: Date;
}

/**
 * The most registrations any one hour holds among those that hold `center`'s (an hour ending at a
 * registration, both ends included): the burst an account was part of, or the empty list when
 * none holds `threshold` or more. Ties go to the earliest hour.
 */
export function burstAround(
  registrations: readonly Registration[],
  center: Registration,
  threshold: number,
): Registration[] {
  const sorted = [...registrations].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  let best: Registration[] = [];
  for (const end of sorted) {
    const endAt = end.at.getTime();
    if (endAt < center.at.getTime() || endAt - BURST_WINDOW_MS > center.at.getTime()) continue;
    const members = sorted.filter(
      (r) => r.at.getTime() >= endAt - BURST_WINDOW_MS && r.at.getTime() <= endAt,
    );
    if (members.length > best.length) best = members;
  }
  return best.length >= threshold ? best : [];
}

/** A signal as computed: its kind, the reason's values and the accounts it names. */
export interface ComputedSignal {
  kind: FraudSignalKind;
  params: { count: number };
  relatedUserIds: number[];
}

/** A signal naming accounts, `count` of them, at most MAX_RELATED kept (smallest ids first). */
export function signalNaming(kind: FraudSignalKind, ids: Iterable<number>, count?: number): ComputedSignal {
  const related = [...new Set(ids)].sort((a, b) => a - b);
  return { kind, params: { count: count ?? related.length }, relatedUserIds: related.slice(0, MAX_RELATED) };
}

/** The reason a list row shows, in English (the shared catalogue translates it on the screen). */
export function reasonOf(kind: FraudSignalKind, params: unknown): string {
  const count = (params as { count?: unknown } | null)?.count;
  return formatMessage(FRAUD_REASONS[kind], { count: typeof count === 'number' ? count : 0 });
}

import ipaddr from 'ipaddr.js';

/**
 * The throttle's pure rules (docs/decisions/010-one-atomic-throttle.md,
 * docs/decisions/092-lockout-without-weaponisation.md). A key is counted over a sliding window of
 * `windowSeconds`, in one of two ways:
 * - a `limit`: `limit` attempts in any window; the next one is refused until the oldest of the last
 *   `limit` attempts leaves the window;
 * - a `backoff`: the first `freeAttempts` in the window go at once; after that each attempt waits
 *   a delay after the previous one, doubling from `firstDelaySeconds` up to `maxDelaySeconds`.
 *   A backoff never refuses for longer than its largest delay.
 */
export interface Backoff {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

interface RuleBase {
  /** What is counted: `login:user:asha`, `login:ip:203.0.113.7`, `login:device:…`, `register:ip:…`. */
  key: string;
  windowSeconds: number;
  /** Whom the attempt named, stored on its row so a later success can forgive it (forgiveSubject). */
  subject?: string;
}
export type LimitRule = RuleBase & { limit: number };
export type BackoffRule = RuleBase & { backoff: Backoff };
export type ThrottleRule = LimitRule | BackoffRule;

/**
 * Sign-in budgets (docs/product/accounts.md, Signing in; the numbers and why in
 * docs/decisions/092-lockout-without-weaponisation.md), all over 15 minutes:
 * - a username: 5 failures at once, then 2 s, 4 s, … up to 90 s between attempts, never a lock;
 * - a client address (an IPv6 /64): 100 failures not redeemed by that person's success;
 * - a known device (its signed cookie): 5 failures, and it spends neither of the above.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const USERNAME_BACKOFF: Backoff = { freeAttempts: 5, firstDelaySeconds: 2, maxDelaySeconds: 90 };
export const LOGIN_FAILURES_PER_IP = 100;
export const LOGIN_FAILURES_PER_KNOWN_DEVICE = 5;
export const REGISTER_WINDOW_SECONDS = 60 * 60;
/** No rule looks further back than this: older attempts can be purged. */
export const LONGEST_WINDOW_SECONDS = Math.max(LOGIN_WINDOW_SECONDS, REGISTER_WINDOW_SECONDS);

/** The key of a username's sign-in budget; a successful sign-in from a new device clears it. */
export function usernameThrottleKey(usernameKey: string): string {
  return `login:user:${usernameKey}`;
}

/**
 * The address a sign-in budget counts: an IPv4 address (an IPv4-mapped IPv6 one read as IPv4), or
 * the /64 of an IPv6 address, the block one subscriber gets, so rotating addresses inside it
 * escapes nothing. Text that is no address is its own key.
 */
export function ipBudgetAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

export function ipThrottleKey(ip: string): string {
  return `login:ip:${ipBudgetAddress(ip)}`;
}

/** The budgets a password check spends: the username's and the client address's (sign-in, password change). */
export function passwordCheckRules(usernameKey: string, ip: string): ThrottleRule[] {
  return [
    { key: usernameThrottleKey(usernameKey), backoff: USERNAME_BACKOFF, windowSeconds: LOGIN_WINDOW_SECONDS },
    {
      key: ipThrottleKey(ip),
      limit: LOGIN_FAILURES_PER_IP,
      windowSeconds: LOGIN_WINDOW_SECONDS,
      subject: usernameKey,
    },
  ];
}

/** The only budget a sign-in from a known device spends: the device's own. */
export function knownDeviceRules(deviceId: string): ThrottleRule[] {
  return [
    {
      key: `login:device:${deviceId}`,
      limit: LOGIN_FAILURES_PER_KNOWN_DEVICE,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
  ];
}

export function registrationRules(ip: string, perHour: number): ThrottleRule[] {
  return [{ key: `register:ip:${ip}`, limit: perHour, windowSeconds: REGISTER_WINDOW_SECONDS }];
}

/** The wait a backoff asks after `attempts` attempts in its window (0: the next goes at once). */
export function backoffDelaySeconds(attempts: number, backoff: Backoff): number {
  if (attempts < backoff.freeAttempts) return 0;
  const doublings = Math.min(attempts - backoff.freeAttempts, 30);
  return Math.min(backoff.maxDelaySeconds, backoff.firstDelaySeconds * 2 ** doublings);
}

/**
 * Seconds until a backoff key allows its next attempt, or 0 when it allows one now: `attempts` in
 * the window, the latest at `lastAt`.
 */
export function backoffWaitSeconds(
  attempts: number,
  lastAt: Date | null,
  backoff: Backoff,
  now: Date,
): number {
  const delay = backoffDelaySeconds(attempts, backoff);
  if (delay === 0 || !lastAt) return 0;
  const opensAt = lastAt.getTime() + delay * 1000;
  return opensAt > now.getTime() ? Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)) : 0;
}

/**
 * Seconds until a refused key allows one more attempt: `limitThAttemptAt` is the `limit`-th most
 * recent attempt inside the window (the query finds it), which must leave the window first. Never
 * more than the window: `now` is when the reading transaction began, and an attempt a concurrent
 * one wrote since can be stamped after it.
 */
export function retryAfterSeconds(limitThAttemptAt: Date, windowSeconds: number, now: Date): number {
  const opensAt = limitThAttemptAt.getTime() + windowSeconds * 1000;
  return Math.min(windowSeconds, Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)));
}

/** '30 seconds', '1 minute', '15 minutes': what a refused person is told to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A 32-bit advisory-lock id for a key (FNV-1a). Locks are taken in ascending id order, so two
 * attempts sharing keys can never wait on each other; two keys sharing an id only serialise.
 */
export function lockIdOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(key)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

export function lockIdsInOrder(keys: readonly string[]): number[] {
  return [...new Set(keys.map(lockIdOf))].sort((a, b) => a - b);
}

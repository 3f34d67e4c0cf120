/**
 * The throttle's pure rules (docs/decisions/010-one-atomic-throttle.md): a key allows `limit`
 * attempts in any window of `windowSeconds`; the next one is refused until the oldest of the
 * last `limit` attempts leaves the window.
 */
export interface ThrottleRule {
  /** What is counted: `login:user:asha`, `login:ip:203.0.113.7`, `register:ip:…`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Ten failed sign-ins per username or fifty per IP in 15 minutes (docs/product/accounts.md, Signing in). */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_USERNAME = 10;
export const LOGIN_FAILURES_PER_IP = 50;
export const REGISTER_WINDOW_SECONDS = 60 * 60;
/** No rule looks further back than this: older attempts can be purged. */
export const LONGEST_WINDOW_SECONDS = Math.max(LOGIN_WINDOW_SECONDS, REGISTER_WINDOW_SECONDS);

/** The budgets a password check spends: the username's and the client IP's (sign-in, password change). */
/** The key of a username's sign-in budget; a successful sign-in clears it. */
export function usernameThrottleKey(usernameKey: string): string {
  return `login:user:${usernameKey}`;
}

export function passwordCheckRules(usernameKey: string, ip: string): ThrottleRule[] {
  return [
    {
      key: usernameThrottleKey(usernameKey),
      limit: LOGIN_FAILURES_PER_USERNAME,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
    { key: `login:ip:${ip}`, limit: LOGIN_FAILURES_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS },
  ];
}

export function registrationRules(ip: string, perHour: number): ThrottleRule[] {
  return [{ key: `register:ip:${ip}`, limit: perHour, windowSeconds: REGISTER_WINDOW_SECONDS }];
}

/**
 * Seconds until a refused key allows one more attempt: `limitThAttemptAt` is the `limit`-th most
 * recent attempt inside the window (the query finds it), which must leave the window first.
 */
export function retryAfterSeconds(limitThAttemptAt: Date, windowSeconds: number, now: Date): number {
  const opensAt = limitThAttemptAt.getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}

/** '1 minute', '15 minutes': what a refused person is told to wait. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
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

export function lockIdsInOrder(rules: ThrottleRule[]): number[] {
  return [...new Set(rules.map((rule) => lockIdOf(rule.key)))].sort((a, b) => a - b);
}

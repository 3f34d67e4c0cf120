import { randomUUID } from 'node:crypto';
import {
  dateOfBirthAtLeast,
  isUiLanguage,
  MESSAGES,
  usernameKey,
  type Role,
  type ChangePasswordInput,
  type LoginInput,
  type Profile,
  type RegisterInput,
  type SessionStatus,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor, KnownDevice, TokenService } from '../../lib/auth.js';
import type { LiveSession, SessionCache } from '../../lib/session-cache.js';
import { AppError, fieldError, unauthorized, validationError } from '../../lib/errors.js';
import {
  hashPassword,
  newPasswordErrors,
  requireAcceptablePassword,
  verifyPassword,
} from '../../lib/passwords.js';
import {
  clearKey,
  forgetAttempts,
  forgiveSubject,
  lockKeys,
  purgeExpiredAttempts,
  recordAttempt,
  throttled,
} from '../../lib/throttle.js';
import {
  ipThrottleKey,
  knownDeviceRules,
  passwordCheckRules,
  registrationRules,
  usernameThrottleKey,
  waitText,
  type ThrottleRule,
} from '../../lib/throttle.rules.js';
import * as fraudService from '../fraud/fraud.service.js';
import * as usersService from '../users/users.service.js';
import * as sessionsService from '../sessions/sessions.service.js';
import * as settingsService from '../settings/settings.service.js';

/**
 * A visitor's registration (docs/product/accounts.md, Registration). Every attempt from one IP
 * counts against REGISTER_RATE_LIMIT an hour; then the cheap checks (promoter code, taken username
 * or mobile, the minimum age, password policy) run before the one costly step, hashing the password.
 */
export async function registerUser({
  db,
  input,
  ip,
  registrationsPerHour,
}: {
  db: Database;
  input: RegisterInput;
  ip: string;
  registrationsPerHour: number;
}) {
  const attempt = await recordAttempt(db, registrationRules(ip, registrationsPerHour));
  if (!attempt.allowed) {
    const wait = attempt.retryAfterSeconds;
    throw throttled(`Too many registrations from your network. Try again in ${waitText(wait)}.`, wait);
  }
  const { values } = await settingsService.getSettings(db);
  const errors = {
    ...(await usersService.registrationConflicts({ db, input })),
    ...minimumAgeErrors(input.dob, values.minimum_age),
    ...newPasswordErrors(input.password, input.username),
  };
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = await hashPassword(input.password);
  const created = await usersService.createRegisteredUser({ db, input, passwordHash, registrationIp: ip });
  // docs/decisions/186-fraud-signals.md: a new account's signals, and those of the accounts it names.
  await fraudService.refreshSignals({ db, userIds: [created.id], thresholds: values.fraud });
  return created;
}

/**
 * The date of birth against the programme's minimum age, a setting: the form checks the same rule
 * with the age `public-settings` answers (docs/decisions/172-minimum-age-as-a-setting.md).
 */
function minimumAgeErrors(dob: string, minimumAge: number): Record<string, string[]> {
  const checked = dateOfBirthAtLeast(minimumAge).safeParse(dob);
  return checked.success ? {} : { dob: checked.error.issues.map((issue) => issue.message) };
}

/**
 * Spends one password check of the budgets `rules` name, or answers 429 with the wait. Recorded
 * before the check and atomically, so a parallel burst gets no more checks than the budget
 * (docs/decisions/010-one-atomic-throttle.md).
 */
async function spendPasswordCheck(db: Database, rules: ThrottleRule[]) {
  const attempt = await recordAttempt(db, rules);
  if (attempt.allowed) return attempt;
  const wait = attempt.retryAfterSeconds;
  throw throttled(`Too many failed login attempts. Try again in ${waitText(wait)}.`, wait);
}

/** How long a device stays known after its last sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 180 * 24 * 3600;

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: Profile;
  /** The known-device token to keep on this device, renewed by every sign-in. */
  deviceToken: string;
  deviceExpiresAt: Date;
}

/**
 * Signing in (docs/product/accounts.md, Signing in). A device that signed in to this username
 * before (its signed known-device cookie) spends only its own small budget, so failures someone
 * else caused on the username or the address never keep it out; any other device spends the
 * username's backoff and the address's budget
 * (docs/decisions/092-lockout-without-weaponisation.md).
 */
export async function login({
  db,
  tokens,
  input,
  ip,
  userAgent,
  deviceToken,
}: {
  db: Database;
  tokens: TokenService;
  input: LoginInput;
  ip: string;
  userAgent: string | null;
  deviceToken?: string;
}): Promise<LoginResult> {
  const key = usernameKey(input.username);
  // No account can have a name outside the username rule: nothing to look up, nothing to count.
  if (!key) throw unauthorized(MESSAGES.invalidCredentials);
  const device = deviceToken ? await tokens.verifyDevice(deviceToken) : null;
  const knownDevice: KnownDevice | null = device?.usernameKey === key ? device : null;
  const attempt = await spendPasswordCheck(
    db,
    knownDevice ? knownDeviceRules(knownDevice.deviceId) : passwordCheckRules(key, ip),
  );

  const account = await usersService.findLoginAccount({ db, usernameKey: key });
  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, input.password);
  // A wrong password leaves its attempt recorded: that is the failure the throttle counts.
  if (!account || !passwordMatches) throw unauthorized(MESSAGES.invalidCredentials);
  if (!account.isActive) {
    await withTransaction(db, async (tx) => {
      await lockKeys(tx, attempt.keys);
      await forgetAttempts(tx, attempt.attemptIds);
    });
    throw unauthorized('This account is deactivated. Please contact the admin.');
  }

  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
  await withTransaction(db, async (tx) => {
    await lockKeys(tx, [...attempt.keys, usernameThrottleKey(key), ipThrottleKey(ip)]);
    await forgetAttempts(tx, attempt.attemptIds);
    // From a new device, the right password shows the failures were the person's own typing: the
    // username's backoff starts again and the address forgives them. From a known device it
    // shows nothing about failures others made, which keep slowing them down.
    if (!knownDevice) {
      await clearKey(tx, usernameThrottleKey(key));
      await forgiveSubject(tx, ipThrottleKey(ip), key);
    }
    await sessionsService.createSession(tx, { id: sessionId, userId: account.id, expiresAt, ip, userAgent });
  });
  const token = await tokens.sign(
    { id: account.id, username: account.username, role: account.role, sid: sessionId },
    expiresAt,
  );
  const deviceExpiresAt = new Date(Date.now() + KNOWN_DEVICE_TTL_SECONDS * 1000);
  const renewedDevice = { deviceId: knownDevice?.deviceId ?? randomUUID(), usernameKey: key };
  return {
    token,
    expiresAt,
    user: await usersService.getProfile({ db, userId: account.id }),
    deviceToken: await tokens.signDevice(renewedDevice, deviceExpiresAt),
    deviceExpiresAt,
  };
}

/** The actor behind a token, or 401 when the token is bad or its session has ended. */
export async function authenticate({
  db,
  tokens,
  token,
  ip,
  sessions,
}: {
  db: Database;
  tokens: TokenService;
  token: string;
  ip: string;
  /** Remembered session checks (lib/session-cache.ts); absent: read every time. */
  sessions?: SessionCache;
}): Promise<Actor> {
  const load = () => readLiveSession(db, tokens, token);
  const session = await (sessions ? sessions.find(token, load) : load());
  if (!session) throw unauthorized(MESSAGES.sessionEnded);
  return {
    id: session.userId,
    username: session.username,
    role: session.role as Role,
    sessionId: session.sessionId,
    ip,
    uiLanguage: isUiLanguage(session.uiLanguage) ? session.uiLanguage : undefined,
  };
}

/** The live session a token names: signed by this portal, not ended, its account active. */
async function readLiveSession(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<LiveSession | null> {
  const identity = await tokens.verify(token);
  if (!identity) return null;
  const account = await sessionsService.findLiveSessionAccount(db, identity.sid, identity.id);
  if (!account) return null;
  return {
    sessionId: identity.sid,
    userId: account.id,
    username: account.username,
    role: account.role,
    uiLanguage: account.uiLanguage,
    expiresAt: account.expiresAt,
  };
}

/**
 * The browser's session check (docs/decisions/103-the-session-check-answers-200.md): the profile
 * behind the session cookie, or signed out when there is none or it has ended; never a 401.
 * `ended` says a cookie was sent whose session is over, so the route clears it.
 */
export async function sessionStatus({
  db,
  tokens,
  token,
  ip,
  sessions,
}: {
  db: Database;
  tokens: TokenService;
  token: string | undefined;
  ip: string;
  sessions?: SessionCache;
}): Promise<{ status: SessionStatus; ended: boolean }> {
  if (!token) return { status: { signed_in: false, user: null }, ended: false };
  try {
    const actor = await authenticate({ db, tokens, token, ip, sessions });
    return {
      status: { signed_in: true, user: await usersService.getProfile({ db, userId: actor.id }) },
      ended: false,
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401)
      return { status: { signed_in: false, user: null }, ended: true };
    throw error;
  }
}

export async function logout({ db, actor }: { db: Database; actor: Actor }): Promise<void> {
  await withTransaction(db, (tx) => sessionsService.revokeSession(tx, actor.sessionId));
}

/**
 * Needs the current password, checked against the same budget as signing in (a stolen session
 * must not become a password-guessing oracle); the new one follows the password policy. Ends
 * the account's other sessions, keeps the caller's.
 */
/**
 * Checks a password a signed-in person types again to confirm a sensitive change (a new
 * password, changed bank details). It spends the sign-in budget, so guessing through it is
 * throttled like a login (docs/product/accounts.md); a right password costs nothing.
 */
export async function confirmCurrentPassword({
  db,
  actor,
  password,
}: {
  db: Database;
  actor: Actor;
  password: string;
}): Promise<void> {
  const attempt = await spendPasswordCheck(
    db,
    passwordCheckRules(usernameKey(actor.username) ?? `#${actor.id}`, actor.ip),
  );
  const currentHash = await usersService.findPasswordHash({ db, userId: actor.id });
  if (!(await verifyPassword(currentHash, password)))
    throw fieldError('current_password', 'Current password is incorrect');
  await withTransaction(db, async (tx) => {
    await lockKeys(tx, attempt.keys);
    await forgetAttempts(tx, attempt.attemptIds);
  });
}

export async function changePassword({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ChangePasswordInput;
}): Promise<void> {
  requireAcceptablePassword(input.password, actor.username);
  await confirmCurrentPassword({ db, actor, password: input.current_password });
  const passwordHash = await hashPassword(input.password);
  await withTransaction(db, async (tx) => {
    await usersService.setPasswordHash({ tx, userId: actor.id, passwordHash });
    await sessionsService.revokeAllSessions({ tx, userId: actor.id, exceptSessionId: actor.sessionId });
  });
}

/**
 * An ended session (expired or revoked) is kept this long, so "why was I signed out?" can still
 * be answered from its row, then deleted (docs/decisions/022-jobs-with-pg-boss.md).
 */
export const ENDED_SESSION_RETENTION_MS = 7 * 24 * 3600 * 1000;

/**
 * The daily purge (auth.jobs.ts): sessions that ended more than ENDED_SESSION_RETENTION_MS ago and
 * throttle attempts older than the longest window, which count for nothing any more.
 */
export async function purgeStaleSignInRecords({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<{ sessions: number; attempts: number }> {
  return withTransaction(db, async (tx) => ({
    sessions: await sessionsService.deleteEndedSessions(
      tx,
      new Date(now.getTime() - ENDED_SESSION_RETENTION_MS),
    ),
    attempts: await purgeExpiredAttempts(tx, now),
  }));
}

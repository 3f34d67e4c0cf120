import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  REGISTER_MESSAGES,
  Role,
  type ChangePasswordInput,
  type LoginInput,
  type PersonalDetailsInput,
  type Profile,
  type RegisterInput,
} from '@portal/shared';
import type { Database, Tx } from '../../db/client.js';
import type { Actor, TokenService } from '../../lib/auth.js';
import { randomCode } from '../../lib/codes.js';
import {
  AppError,
  fieldError,
  notFound,
  unauthorized,
  uniqueViolation,
  validationError,
} from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import * as usersRepo from '../users/users.repository.js';
import { toProfile } from '../users/users.mapper.js';
import * as authRepo from './auth.repository.js';

/** DESIGN §4: ten failures for one username in 15 minutes, or fifty from one IP, answer 429. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_IP = 50;

export async function generateUniquePromoterCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = randomCode();
    if (!(await usersRepo.isPromoterCodeTaken(tx, code))) return code;
  }
}

/** Turns a unique violation on the users table into the field error a form can show. */
export function rethrowUniqueViolation(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_username_lower_key')
    throw fieldError('username', REGISTER_MESSAGES.usernameTaken);
  if (constraint === 'users_mobile_key') throw fieldError('mobile', REGISTER_MESSAGES.mobileTaken);
  throw error;
}

export async function registerUser({ db, input }: { db: Database; input: RegisterInput }) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const sponsor = await usersRepo.findActiveAccountByPromoterCode(tx, input.referral_code);
      const errors: Record<string, string[]> = {};
      if (!sponsor) errors.referral_code = [REGISTER_MESSAGES.referralCodeInvalid];
      if (await usersRepo.isUsernameTaken(tx, input.username))
        errors.username = [REGISTER_MESSAGES.usernameTaken];
      if (await usersRepo.isMobileTaken(tx, input.mobile)) errors.mobile = [REGISTER_MESSAGES.mobileTaken];
      if (!sponsor || Object.keys(errors).length > 0) throw validationError(errors);
      const id = await usersRepo.insertUser(tx, {
        username: input.username,
        passwordHash,
        role: Role.User,
        ...personalDetailsChanges(input),
        promoterCode: await generateUniquePromoterCode(tx),
        sponsorId: sponsor.id,
      });
      return { id, username: input.username };
    });
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}

function throttled(oldest: Date | null): AppError {
  const retryAt = (oldest?.getTime() ?? Date.now()) + LOGIN_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: Profile;
}

export async function login({
  db,
  tokens,
  input,
  ip,
  userAgent,
}: {
  db: Database;
  tokens: TokenService;
  input: LoginInput;
  ip: string;
  userAgent: string | null;
}): Promise<LoginResult> {
  const usernameKey = input.username.toLowerCase();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const byUsername = await authRepo.countFailuresByUsername(db, usernameKey, since);
  if (byUsername.count >= MAX_FAILURES_PER_USERNAME) throw throttled(byUsername.oldest);
  const byIp = await authRepo.countFailuresByIp(db, ip, since);
  if (byIp.count >= MAX_FAILURES_PER_IP) throw throttled(byIp.oldest);

  const account = await usersRepo.findLoginAccount(db, input.username);
  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !passwordMatches) {
    await db.transaction(async (tx) => {
      await authRepo.pruneFailures(tx, since);
      await authRepo.insertFailure(tx, usernameKey, ip);
    });
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  if (!account.isActive) throw unauthorized('This account is deactivated. Please contact the admin.');

  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
  await db.transaction(async (tx) => {
    await authRepo.clearUsernameFailures(tx, usernameKey);
    await authRepo.insertSession(tx, { id: sessionId, userId: account.id, expiresAt, ip, userAgent });
  });
  const token = await tokens.sign(
    { id: account.id, username: account.username, role: account.role as Role, sid: sessionId },
    expiresAt,
  );
  return { token, expiresAt, user: await getOwnProfile({ db, actor: { id: account.id } }) };
}

/** The actor behind a token, or 401 when the token is bad or its session has ended. */
export async function authenticate({
  db,
  tokens,
  token,
  ip,
}: {
  db: Database;
  tokens: TokenService;
  token: string;
  ip: string;
}): Promise<Actor> {
  const identity = await tokens.verify(token);
  if (!identity) throw unauthorized(MESSAGES.sessionEnded);
  const account = await authRepo.findLiveSessionAccount(db, identity.sid, identity.id);
  if (!account) throw unauthorized(MESSAGES.sessionEnded);
  return {
    id: account.id,
    username: account.username,
    role: account.role as Role,
    sessionId: identity.sid,
    ip,
  };
}

export async function logout({ db, actor }: { db: Database; actor: Actor }): Promise<void> {
  await authRepo.revokeSession(db, actor.sessionId);
}

export async function getOwnProfile({
  db,
  actor,
}: {
  db: Database;
  actor: Pick<Actor, 'id'>;
}): Promise<Profile> {
  const row = await usersRepo.findProfileById(db, actor.id);
  if (!row) throw notFound();
  return toProfile(row);
}

export async function updatePersonalDetails({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: PersonalDetailsInput;
}): Promise<Profile> {
  try {
    await db.transaction(async (tx) => {
      if (await usersRepo.isMobileTaken(tx, input.mobile, actor.id))
        throw fieldError('mobile', REGISTER_MESSAGES.mobileTaken);
      await usersRepo.updateUser(tx, actor.id, personalDetailsChanges(input));
    });
  } catch (error) {
    rethrowUniqueViolation(error);
  }
  return getOwnProfile({ db, actor });
}

type PersonalDetailsColumns = Pick<
  usersRepo.NewUser,
  | 'firstName'
  | 'lastName'
  | 'dob'
  | 'mobile'
  | 'nationality'
  | 'state'
  | 'district'
  | 'city'
  | 'pinCode'
  | 'language'
>;

/** The registration fields a user or an admin may edit later, as table columns. */
export function personalDetailsChanges(input: PersonalDetailsInput): PersonalDetailsColumns {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    dob: input.dob,
    mobile: input.mobile,
    nationality: input.nationality,
    state: input.state,
    district: input.district,
    city: input.city,
    pinCode: input.pin_code,
    language: input.language,
  };
}

/** Needs the current password; ends the account's other sessions, keeps the caller's. */
export async function changePassword({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ChangePasswordInput;
}): Promise<void> {
  const currentHash = await usersRepo.findPasswordHash(db, actor.id);
  if (!(await verifyPassword(currentHash, input.current_password)))
    throw fieldError('current_password', 'Current password is incorrect');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await usersRepo.updateUser(tx, actor.id, { passwordHash });
    await authRepo.revokeUserSessions(tx, actor.id, actor.sessionId);
  });
}

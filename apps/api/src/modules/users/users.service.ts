import { randomUUID } from 'node:crypto';
import {
  REGISTER_MESSAGES,
  Role,
  type CreateAdminInput,
  type ListResponse,
  type Profile,
  type ReferralRow,
  type ReferralTree,
  type referralListQuerySchema,
  type RegisterInput,
  type UserRow,
  type userListQuerySchema,
  usernameSkeleton,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { mapUniqueViolations, type UniqueFields } from '../../db/unique-violations.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { randomPromoterCode } from '../../lib/codes.js';
import { forbidden, notFound, parseInput, validationError } from '../../lib/errors.js';
import type { WorkbookFile } from '../../lib/excel.js';
import { exportInBatches, readListPage } from '../../lib/list-page.js';
import type { TotalCounter } from '../../lib/list-totals.js';
import { hashPassword, newPasswordErrors } from '../../lib/passwords.js';
import * as fraudService from '../fraud/fraud.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import { revokeAllSessions } from '../sessions/sessions.service.js';
import * as usersRepo from './users.repository.js';
import {
  USERS_EXPORT_BATCH,
  USERS_EXPORT_COLUMNS,
  USERS_EXPORT_FILE,
  USERS_EXPORT_SHEET,
} from './users.export.js';
import { personalDetailsColumns, toProfile, toReferralRow, toUserRow } from './users.mapper.js';
import {
  canEditPersonalDetails,
  canManageAccount,
  canSetStatus,
  personalDetailsSchemaFor,
} from './users.rules.js';
import { uiLanguageOfMotherTongue } from './ui-language.rules.js';

/** The unique constraints of the users table, as the form fields they guard. */
const USER_UNIQUE_FIELDS: UniqueFields = {
  users_username_lower_key: { field: 'username', message: REGISTER_MESSAGES.usernameTaken },
  users_username_skeleton_key: { field: 'username', message: REGISTER_MESSAGES.usernameTooSimilar },
  users_mobile_key: { field: 'mobile', message: REGISTER_MESSAGES.mobileTaken },
};

type UserListParams = z.output<typeof userListQuerySchema>;

/** The search, filters and sort of a list request, once the actor may see them. */
function userListQueryOf(actor: Actor, query: UserListParams): usersRepo.UserListQuery {
  const filter = query.search_param ?? {};
  // Admin accounts are a super admin's concern (docs/product/roles.md, Rules every route keeps).
  if (filter.account_type === 'admins' && actor.role !== Role.SuperAdmin) throw forbidden();
  return { search: query.search, filter, sortBy: query.sortBy, sortDir: query.sortDir };
}

/** A new account of any role, with its three wallets (docs/product/money.md, Ledger). */
export async function insertAccount(tx: Tx, values: usersRepo.NewUser): Promise<number> {
  const id = await usersRepo.insertUser(tx, values);
  await ledgerService.openWallets(tx, id);
  return id;
}

/**
 * User Management's list: one page and a capped total, read in parallel. Numbered pages stay
 * inside the counted window; deeper pages come by keyset from an anchor row
 * (lib/list-page.ts, docs/decisions/020-capped-totals-and-keyset-pages.md).
 */
export async function listUsers({
  db,
  actor,
  query,
  totals,
}: {
  db: Database;
  actor: Actor;
  query: UserListParams;
  totals: TotalCounter;
}): Promise<ListResponse<UserRow>> {
  const listQuery = userListQueryOf(actor, query);
  const { search, filter, sortBy, sortDir } = listQuery;
  const { rows, pageInfo } = await readListPage({
    query,
    totals,
    counted: { list: 'users', rows: { search, filter }, order: { sortBy, sortDir } },
    find: (page) => usersRepo.findUsers(db, listQuery, page),
    count: (counting) => usersRepo.countUsers(db, listQuery, counting),
  });
  const signals = await fraudService.signalsOf(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toUserRow(row, signals.get(row.id))), pageInfo };
}

/**
 * users.xlsx: every user matching the list's search, filters and sort, streamed in keyset batches
 * (docs/product/lists.md, Exports). Refused with a 422 on `exports` before anything is sent when
 * more than `maxRows` match, so a download is never silently cut short.
 */
export async function exportUsers({
  db,
  actor,
  query,
  maxRows,
  batchSize = USERS_EXPORT_BATCH,
}: {
  db: Database;
  actor: Actor;
  query: UserListParams;
  maxRows: number;
  batchSize?: number;
}): Promise<WorkbookFile> {
  const listQuery = userListQueryOf(actor, query);
  return exportInBatches({
    count: (counting) => usersRepo.countUsers(db, listQuery, counting),
    find: (batch) => usersRepo.findUsers(db, listQuery, batch),
    toRow: (row) => toUserRow(row),
    maxRows,
    batchSize,
    fileName: USERS_EXPORT_FILE,
    sheetName: USERS_EXPORT_SHEET,
    columns: USERS_EXPORT_COLUMNS,
  });
}

/** An account by id, or 404 when there is none or the actor may not manage it. */
async function requireManageableAccount(q: Queryable, actor: Actor, id: number) {
  const row = await usersRepo.findProfileById(q, id);
  if (!row || !canManageAccount(actor, row)) throw notFound();
  return row;
}

/** One account's row with its fraud signals (the user dialog's, docs/decisions/186-fraud-signals.md). */
async function withSignals(q: Queryable, row: NonNullable<usersRepo.ProfileRow>): Promise<UserRow> {
  const signals = await fraudService.signalsOf(q, [row.id]);
  return toUserRow(row, signals.get(row.id));
}

async function readUserRow(q: Queryable, id: number): Promise<UserRow> {
  const row = await usersRepo.findProfileById(q, id);
  if (!row) throw notFound();
  return withSignals(q, row);
}

/**
 * Field errors for a username another account has or looks like, or a mobile another account
 * has; null when both are free.
 */
async function takenFieldErrors(
  q: Queryable,
  { username, mobile, exceptUserId }: { username?: string; mobile: string; exceptUserId?: number },
): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  // A look-alike of an existing username is refused like a taken one (docs/product/accounts.md).
  const clash =
    username === undefined
      ? null
      : await usersRepo.findUsernameClash(q, username, usernameSkeleton(username));
  if (clash === 'taken') errors.username = [REGISTER_MESSAGES.usernameTaken];
  if (clash === 'similar') errors.username = [REGISTER_MESSAGES.usernameTooSimilar];
  if (await usersRepo.isMobileTaken(q, mobile, exceptUserId)) errors.mobile = [REGISTER_MESSAGES.mobileTaken];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A fresh promoter code no account has (docs/product/accounts.md, Promoter codes). */
export async function generateUniquePromoterCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = randomPromoterCode();
    if (!(await usersRepo.isPromoterCodeTaken(tx, code))) return code;
  }
}

/** The caller's own profile (`auth-user`, the login answer). */
export async function getProfile({ db, userId }: { db: Database; userId: number }): Promise<Profile> {
  const row = await usersRepo.findProfileById(db, userId);
  if (!row) throw notFound();
  return toProfile(row);
}

/** The root of the referral tree: the first super admin's promoter code. */
export async function getRootPromoterCode({ db }: { db: Database }): Promise<string | null> {
  return usersRepo.findRootPromoterCode(db);
}

export interface LoginAccount {
  id: number;
  username: string;
  role: Role;
  passwordHash: string;
  isActive: boolean;
}

/** What signing in checks, found by the one username key sign-in also throttles by. */
export async function findLoginAccount({
  db,
  usernameKey,
}: {
  db: Database;
  usernameKey: string;
}): Promise<LoginAccount | null> {
  const row = await usersRepo.findLoginAccount(db, usernameKey);
  return row && { ...row, role: row.role as Role };
}

export async function findPasswordHash({ db, userId }: { db: Database; userId: number }) {
  return usersRepo.findPasswordHash(db, userId);
}

/** Stores a new password hash inside the caller's transaction (which also ends sessions). */
export async function setPasswordHash({
  tx,
  userId,
  passwordHash,
}: {
  tx: Tx;
  userId: number;
  passwordHash: string;
}): Promise<void> {
  await usersRepo.updateUser(tx, userId, { passwordHash });
}

/**
 * What would refuse a registration, read before its password is hashed: a promoter code that is no
 * active account's, a taken username or mobile. Empty when none (createRegisteredUser checks again
 * in its transaction, for a race).
 */
export async function registrationConflicts({
  db,
  input,
}: {
  db: Database;
  input: Pick<RegisterInput, 'referral_code' | 'username' | 'mobile'>;
}): Promise<Record<string, string[]>> {
  const sponsor = await usersRepo.findActiveAccountByPromoterCode(db, input.referral_code);
  return {
    ...(sponsor ? {} : { referral_code: [REGISTER_MESSAGES.referralCodeInvalid] }),
    ...(await takenFieldErrors(db, { username: input.username, mobile: input.mobile })),
  };
}

/**
 * A visitor's registration: a user (role 2) under the active account whose promoter code they
 * gave (docs/product/accounts.md, Registration). The password arrives hashed.
 */
export async function createRegisteredUser({
  db,
  input,
  passwordHash,
  registrationIp = null,
}: {
  db: Database;
  input: RegisterInput;
  passwordHash: string;
  /** The client's address, kept for the fraud signals (docs/decisions/186-fraud-signals.md). */
  registrationIp?: string | null;
}): Promise<{ id: number; username: string }> {
  return mapUniqueViolations(USER_UNIQUE_FIELDS, () =>
    withTransaction(db, async (tx) => {
      const sponsor = await usersRepo.findActiveAccountByPromoterCode(tx, input.referral_code);
      const errors = {
        ...(sponsor ? {} : { referral_code: [REGISTER_MESSAGES.referralCodeInvalid] }),
        ...(await takenFieldErrors(tx, { username: input.username, mobile: input.mobile })),
      };
      if (!sponsor || Object.keys(errors).length > 0) throw validationError(errors);
      const id = await insertAccount(tx, {
        username: input.username,
        passwordHash,
        role: Role.User,
        ...personalDetailsColumns(input),
        uiLanguage: uiLanguageOfMotherTongue(input.language),
        promoterCode: await generateUniquePromoterCode(tx),
        sponsorId: sponsor.id,
        registrationIp,
      });
      return { id, username: input.username };
    }),
  );
}

export async function getUser({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: number;
}): Promise<UserRow> {
  return withSignals(db, await requireManageableAccount(db, actor, id));
}

/**
 * Every personal-details change: an account's own (update-personal-details) and an admin's on an
 * account they manage (all-referrals/:id). The input is checked against the shape of the
 * account's role (users.rules.ts); a change by anyone but the owner is audited.
 */
export async function updatePersonalDetails({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: Actor;
  id: number;
  input: unknown;
}): Promise<UserRow> {
  await mapUniqueViolations(USER_UNIQUE_FIELDS, () =>
    withTransaction(db, async (tx) => {
      const before = await usersRepo.findProfileById(tx, id);
      if (!before || !canEditPersonalDetails(actor, before)) throw notFound();
      const details = parseInput(personalDetailsSchemaFor(before.role), input);
      const taken = await takenFieldErrors(tx, { mobile: details.mobile, exceptUserId: id });
      if (taken) throw validationError(taken);
      const changes = personalDetailsColumns(details);
      await usersRepo.updateUser(tx, id, changes);
      if (actor.id !== id) {
        await writeAudit(tx, {
          actor,
          action: 'user.update',
          entity: 'users',
          entityId: id,
          before,
          after: changes,
        });
      }
    }),
  );
  return readUserRow(db, id);
}

/** The caller's own details changed: their profile, as auth-user answers it. */
export async function updateOwnPersonalDetails({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: unknown;
}): Promise<Profile> {
  const {
    direct_referrals: _directReferrals,
    fraud_signals: _fraudSignals,
    ...profile
  } = await updatePersonalDetails({
    db,
    actor,
    id: actor.id,
    input,
  });
  return profile;
}

/** Deactivation ends every session of the account in the same transaction. */
export async function setUserActive({
  db,
  actor,
  id,
  isActive,
}: {
  db: Database;
  actor: Actor;
  id: number;
  isActive: boolean;
}): Promise<UserRow> {
  await withTransaction(db, async (tx) => {
    const before = await requireManageableAccount(tx, actor, id);
    if (!canSetStatus(actor, before)) throw forbidden('You cannot change the status of your own account');
    await usersRepo.updateUser(tx, id, { isActive });
    if (!isActive) await revokeAllSessions({ tx, userId: id });
    await writeAudit(tx, {
      actor,
      action: isActive ? 'user.activate' : 'user.deactivate',
      entity: 'users',
      entityId: id,
      before: { is_active: before.isActive },
      after: { is_active: isActive },
    });
  });
  return readUserRow(db, id);
}

/** A super admin creates an admin account (role 0); it hangs under the creator in the tree. */
export async function createAdmin({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: CreateAdminInput;
}): Promise<UserRow> {
  // The cheap checks first: a refused form costs no argon2 work.
  const errors = {
    ...(await takenFieldErrors(db, { username: input.username, mobile: input.mobile })),
    ...newPasswordErrors(input.password, input.username),
  };
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = await hashPassword(input.password);
  const id = await mapUniqueViolations(USER_UNIQUE_FIELDS, () =>
    withTransaction(db, async (tx) => {
      const taken = await takenFieldErrors(tx, { username: input.username, mobile: input.mobile });
      if (taken) throw validationError(taken);
      const newId = await insertAccount(tx, {
        username: input.username,
        passwordHash,
        role: Role.Admin,
        ...personalDetailsColumns(input),
        promoterCode: await generateUniquePromoterCode(tx),
        sponsorId: actor.id,
      });
      await writeAudit(tx, {
        actor,
        action: 'admin.create',
        entity: 'users',
        entityId: newId,
        after: { username: input.username, role: Role.Admin },
      });
      return newId;
    }),
  );
  return readUserRow(db, id);
}

/** Active accounts by promoter code, for rules that name accounts by code (scratch copies). */
export async function findActiveAccountsByPromoterCodes(q: Queryable, codes: readonly string[]) {
  return usersRepo.findActiveAccountsByPromoterCodes(
    q,
    codes.map((code) => code.trim().toUpperCase()),
  );
}

/** Accounts by id: username, code, level, sponsor. */
export function findAccountsByIds(q: Queryable, ids: readonly number[]) {
  return usersRepo.findAccountsByIds(q, ids);
}

/** The account locked for the rest of the transaction, or null. */
export function lockAccount(tx: Tx, id: number) {
  return usersRepo.lockAccount(tx, id);
}

/**
 * Sets a user's promoter level: only a PIN activation calls this (docs/product/pins-and-levels.md),
 * in its own transaction, after locking the account.
 */
export async function setPromoterLevel(tx: Tx, userId: number, level: number): Promise<void> {
  await usersRepo.updateUser(tx, userId, { currentPromoterLevel: level as 0 | 1 | 2 | 3 | 4 });
}

/** How deep the tree queries look, and the downline counts of migration 0012 count (docs/decisions/044-referral-tree-depth.md). */
export const MAX_TREE_DEPTH = 64;
/** A node lists at most this many of its direct referrals. */
export const MAX_TREE_CHILDREN = 200;

type ReferralListParams = z.output<typeof referralListQuerySchema>;

/** GET referrals (My Promoters): the caller's direct referrals with the shared filters. */
export async function listReferrals({
  db,
  actor,
  query,
  totals,
}: {
  db: Database;
  actor: Actor;
  query: ReferralListParams;
  totals: TotalCounter;
}): Promise<ListResponse<ReferralRow>> {
  const listQuery: usersRepo.UserListQuery = {
    sponsorId: actor.id,
    search: query.search,
    filter: query.search_param ?? {},
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
  const { sponsorId, search, filter, sortBy, sortDir } = listQuery;
  const { rows, pageInfo } = await readListPage({
    query,
    totals,
    counted: { list: 'referrals', rows: { sponsorId, search, filter }, order: { sortBy, sortDir } },
    find: (page) => usersRepo.findUsers(db, listQuery, page),
    count: (counting) => usersRepo.countUsers(db, listQuery, counting),
  });
  return { data: rows.map(toReferralRow), pageInfo };
}

/**
 * GET referral-tree: one member of a tree with their direct referrals, each with the size of
 * their downline, opened level by level. A user sees their own downline only (anyone else is a
 * 404); admins see anyone's, the root's by default.
 */
export async function getReferralTree({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id?: number;
}): Promise<ReferralTree> {
  const isAdmin = actor.role !== Role.User;
  const nodeId = id ?? (isAdmin ? ((await usersRepo.findRootId(db)) ?? actor.id) : actor.id);
  const ancestors = await usersRepo.findAncestors(db, nodeId, MAX_TREE_DEPTH);
  // A user's view starts at themself: the node must be them or below them.
  const viewerDepth = isAdmin ? ancestors.length : ancestors.findIndex((row) => row.id === actor.id);
  if (!isAdmin && nodeId !== actor.id && viewerDepth < 0) throw notFound();
  const node = await usersRepo.findTreeMember(db, nodeId);
  if (!node) throw notFound();
  const children = await usersRepo.findDirectReferrals(db, nodeId, MAX_TREE_CHILDREN);
  const path = (nodeId === actor.id && !isAdmin ? [] : ancestors.slice(0, viewerDepth + 1))
    .reverse()
    .map((row) => ({ id: row.id, username: row.username }));
  return {
    node: { ...toReferralRow(node), downline: node.downline, role: node.role },
    path,
    children: children.map((child) => ({
      ...toReferralRow(child),
      downline: child.downline,
      role: child.role,
    })),
    more_children: Math.max(0, node.directReferrals - children.length),
  };
}

/** Active direct referrals by level: what the per-video bonus counts. */
export async function activeReferralLevels(q: Queryable, userId: number): Promise<Record<number, number>> {
  const rows = await usersRepo.countActiveReferralsByLevel(q, userId);
  return Object.fromEntries(rows.map((row) => [row.level!, row.count]));
}

/** Direct referrals by level, Trainees as 'trainee' (the user dashboard). */
export async function referralLevelCounts(q: Queryable, userId: number): Promise<Record<string, number>> {
  const rows = await usersRepo.countReferralsByLevel(q, userId);
  return Object.fromEntries(
    rows.map((row) => [row.level === null ? 'trainee' : String(row.level), row.count]),
  );
}

// ---- account closure (docs/decisions/182-own-data-export.md) ----------------------------------

/** A promoter's closure, asked for or not (null), and whether the account is closed. */
export function findClosure(q: Queryable, userId: number) {
  return usersRepo.findClosure(q, userId);
}

/** Sets (or, with nulls, cancels) the closure of an account. */
export async function setClosure(
  tx: Tx,
  userId: number,
  closure: { requestedAt: Date | null; closesAt: Date | null },
): Promise<void> {
  await usersRepo.updateUser(tx, userId, {
    closureRequestedAt: closure.requestedAt,
    closesAt: closure.closesAt,
  });
}

export function findDueClosures(q: Queryable, now: Date, limit = 100) {
  return usersRepo.findDueClosures(q, now, limit);
}

/**
 * The personal fields of a closed account replaced by a pseudonym (`closed_{id}`): names, date of
 * birth, mobile, email, address and language gone, the password unusable, the account inactive. The
 * promoter code and sponsor stay (the referral tree and the ledger point at the account).
 */
export async function pseudonymise(tx: Tx, userId: number, now: Date): Promise<void> {
  await usersRepo.updateUser(tx, userId, {
    username: `closed_${userId}`,
    firstName: 'Closed',
    lastName: 'Account',
    dob: null,
    mobile: null,
    state: null,
    district: null,
    city: null,
    pinCode: null,
    language: null,
    email: null,
    notificationPreferences: null,
    // Not a hash any password verifies against.
    passwordHash: `closed:${randomUUID()}`,
    isActive: false,
    closedAt: now,
  });
}

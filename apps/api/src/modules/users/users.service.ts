import {
  pageInfoOf,
  REGISTER_MESSAGES,
  Role,
  type AdminUpdateUserInput,
  type CreateAdminInput,
  type ListResponse,
  type UserRow,
  type userListQuerySchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError, forbidden, notFound, validationError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  generateUniquePromoterCode,
  personalDetailsChanges,
  rethrowUniqueViolation,
} from '../auth/auth.service.js';
import { revokeUserSessions } from '../auth/auth.repository.js';
import * as usersRepo from './users.repository.js';
import { toUserRow } from './users.mapper.js';

type UserListParams = z.output<typeof userListQuerySchema>;

export async function listUsers({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: UserListParams;
}): Promise<ListResponse<UserRow>> {
  const filter = query.search_param ?? {};
  // Admin accounts are a super admin's concern (DESIGN §4).
  if (filter.account_type === 'admins' && actor.role !== Role.SuperAdmin) throw forbidden();
  const listQuery: usersRepo.UserListQuery = {
    search: query.search,
    filter,
    pageNumber: query.page_number,
    pageSize: query.page_size,
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
  const [rows, total] = await Promise.all([
    usersRepo.findUsers(db, listQuery),
    usersRepo.countUsers(db, listQuery),
  ]);
  return { data: rows.map(toUserRow), pageInfo: pageInfoOf(total, query.page_number, query.page_size) };
}

/** The account an admin may manage: users for any admin, admin accounts for a super admin only. */
async function requireManageableUser(tx: Tx, actor: Actor, id: number) {
  const row = await usersRepo.findProfileById(tx, id);
  if (!row) throw notFound();
  if (row.role !== Role.User && actor.role !== Role.SuperAdmin) throw notFound();
  return row;
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
  return toUserRow(await requireManageableUser(db, actor, id));
}

export async function updateUserDetails({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: Actor;
  id: number;
  input: AdminUpdateUserInput;
}): Promise<UserRow> {
  try {
    await db.transaction(async (tx) => {
      const before = await requireManageableUser(tx, actor, id);
      if (await usersRepo.isMobileTaken(tx, input.mobile, id))
        throw fieldError('mobile', REGISTER_MESSAGES.mobileTaken);
      const changes = personalDetailsChanges(input);
      await usersRepo.updateUser(tx, id, changes);
      await writeAudit(tx, {
        actor,
        action: 'user.update',
        entity: 'users',
        entityId: id,
        before,
        after: changes,
      });
    });
  } catch (error) {
    rethrowUniqueViolation(error);
  }
  return getUser({ db, actor, id });
}

/** Deactivation ends every session of the account at once. */
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
  await db.transaction(async (tx) => {
    const before = await requireManageableUser(tx, actor, id);
    if (id === actor.id) throw forbidden('You cannot change the status of your own account');
    await usersRepo.updateUser(tx, id, { isActive });
    if (!isActive) await revokeUserSessions(tx, id);
    await writeAudit(tx, {
      actor,
      action: isActive ? 'user.activate' : 'user.deactivate',
      entity: 'users',
      entityId: id,
      before: { is_active: before.isActive },
      after: { is_active: isActive },
    });
  });
  return getUser({ db, actor, id });
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
  const passwordHash = await hashPassword(input.password);
  let id = 0;
  try {
    id = await db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      if (await usersRepo.isUsernameTaken(tx, input.username))
        errors.username = [REGISTER_MESSAGES.usernameTaken];
      if (await usersRepo.isMobileTaken(tx, input.mobile)) errors.mobile = [REGISTER_MESSAGES.mobileTaken];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const newId = await usersRepo.insertUser(tx, {
        username: input.username,
        passwordHash,
        role: Role.Admin,
        firstName: input.first_name,
        lastName: input.last_name,
        mobile: input.mobile,
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
    });
  } catch (error) {
    rethrowUniqueViolation(error);
  }
  return getUser({ db, actor, id });
}

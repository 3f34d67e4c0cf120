import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { withTransaction } from '../../db/transaction.js';
import { generatedSuperAdminUsername } from './super-admin.rules.js';
import * as usersRepo from './users.repository.js';
import { generateUniquePromoterCode, insertAccount } from './users.service.js';

const BOOTSTRAP_LOCK_KEY = 727_411_002;

export interface SuperAdminBootstrap {
  created: boolean;
  username: string;
  /** Only when a random password was generated: it is printed once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * The first start creates the super admin (role 1), the root of the referral tree, from
 * SUPERADMIN_USERNAME / SUPERADMIN_PASSWORD, or a generated username (`admin_` and eight random
 * characters, super-admin.rules.ts) and a random password, both printed at start-up. The
 * configuration already refused a password the policy refuses (config/env.ts). Later starts
 * answer the existing super admin's username.
 */
export async function ensureSuperAdmin({
  db,
  username,
  password,
}: {
  db: Database;
  username?: string;
  password?: string;
}): Promise<SuperAdminBootstrap> {
  const chosenUsername = username ?? generatedSuperAdminUsername();
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const existing = await usersRepo.findFirstSuperAdminUsername(tx);
    if (existing !== null) return { created: false, username: existing };
    await insertAccount(tx, {
      username: chosenUsername,
      passwordHash,
      role: Role.SuperAdmin,
      firstName: 'Super',
      lastName: 'Admin',
      promoterCode: await generateUniquePromoterCode(tx),
    });
    return { created: true, username: chosenUsername, generatedPassword };
  });
}

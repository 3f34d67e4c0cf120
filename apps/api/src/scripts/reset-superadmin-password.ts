import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { loadConfig } from '../config/env.js';
import { users } from '../db/schema.js';
import { prepareDatabase } from '../startup.js';
import { withTransaction } from '../db/transaction.js';
import { hashPassword } from '../lib/passwords.js';
import { revokeAllSessions } from '../modules/sessions/sessions.service.js';

/** For an operator who lost the password printed at first start: sets and prints a new one. */
async function main() {
  const { database } = await prepareDatabase(loadConfig());
  try {
    const password = randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const username = await withTransaction(database.db, async (tx) => {
      const [root] = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.role, Role.SuperAdmin))
        .orderBy(users.id)
        .limit(1);
      if (!root) throw new Error('no super admin');
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, root.id));
      await revokeAllSessions({ tx, userId: root.id });
      return root.username;
    });
    console.log(`New password for super admin ${username}: ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

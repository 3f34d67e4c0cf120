import type { Tx } from '../../db/client.js';
import * as authRepo from './auth.repository.js';

/**
 * Ends every session of an account inside the caller's transaction: deactivation and a reset
 * password take effect on the next request (docs/product/accounts.md, Sessions). A file of its
 * own so the users module can call it without importing the auth service, which calls users.
 */
export async function revokeAllSessions({ tx, userId }: { tx: Tx; userId: number }): Promise<void> {
  await authRepo.revokeUserSessions(tx, userId);
}

import type { AccountClosure, accountClosureInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError, validationError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage/storage.js';
import * as authService from '../auth/auth.service.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as notificationsService from '../notifications/notifications.service.js';
import * as contactService from '../contact/contact.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as pinsService from '../pins/pins.service.js';
import * as sessionsService from '../sessions/sessions.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as usersService from '../users/users.service.js';
import { closureProblems } from './account-closure.rules.js';

/**
 * Closing one's account (docs/decisions/182-own-data-export.md): asked for with the password and
 * only with no money held or pending; closed by a job once the notice period (a setting) has run,
 * when the personal fields are replaced by a pseudonym, the bank details and ticket texts erased
 * and the sessions ended, while the ledger, the tax registers and the audit keep their numbers.
 */

const ALREADY = 'Your account is already set to close';
const NONE = 'Your account is not set to close';

function toClosure(row: { requestedAt: Date | null; closesAt: Date | null } | null): AccountClosure {
  if (!row?.requestedAt || !row.closesAt) return null;
  return { requested_at: row.requestedAt.toISOString(), closes_at: row.closesAt.toISOString() };
}

/** What stops `userId`'s account closing now: money in or held by its wallets, cards to scratch. */
async function problemsOf(q: Queryable, userId: number): Promise<string[]> {
  const [wallets, waitingCards] = await Promise.all([
    ledgerService.findWallets(q, userId),
    pinsService.countWaitingCards(q, userId),
  ]);
  return closureProblems({ wallets, waitingCards: Number(waitingCards) });
}

/** GET account-closure: the caller's closure, or null. */
export async function getClosure({ db, actor }: { db: Queryable; actor: Actor }): Promise<AccountClosure> {
  return toClosure(await usersService.findClosure(db, actor.id));
}

/**
 * POST account-closure: asks for the account to close after the notice period. Needs the password
 * (throttled like a sign-in) and no money held or pending (422 on `account`, every reason). Audited.
 */
export async function requestClosure({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof accountClosureInputSchema>;
  now?: Date;
}): Promise<AccountClosure> {
  await authService.confirmCurrentPassword({ db, actor, password: input.current_password });
  const settings = await settingsService.getSettings(db);
  const closesAt = new Date(now.getTime() + settings.values.account_closure_notice_hours * 3600_000);
  await withTransaction(db, async (tx) => {
    await usersService.lockAccount(tx, actor.id);
    if ((await usersService.findClosure(tx, actor.id))?.requestedAt) throw fieldError('account', ALREADY);
    const problems = await problemsOf(tx, actor.id);
    if (problems.length > 0) throw validationError({ account: problems });
    await usersService.setClosure(tx, actor.id, { requestedAt: now, closesAt });
    await writeAudit(tx, {
      actor,
      action: 'account.closure_request',
      entity: 'users',
      entityId: actor.id,
      after: { closes_at: closesAt.toISOString() },
    });
  });
  return getClosure({ db, actor });
}

/** DELETE account-closure: the closure asked for is withdrawn, before it happens. Audited. */
export async function cancelClosure({ db, actor }: { db: Database; actor: Actor }): Promise<AccountClosure> {
  await withTransaction(db, async (tx) => {
    await usersService.lockAccount(tx, actor.id);
    const closure = await usersService.findClosure(tx, actor.id);
    if (!closure?.requestedAt || closure.closedAt) throw fieldError('account', NONE);
    await usersService.setClosure(tx, actor.id, { requestedAt: null, closesAt: null });
    await writeAudit(tx, { actor, action: 'account.closure_cancel', entity: 'users', entityId: actor.id });
  });
  return null;
}

/**
 * The closing job: every account whose notice has run out is closed, each in its own transaction,
 * unless money arrived meanwhile (a scratch card, an adjustment): then the closure is withdrawn and
 * the reasons audited, so the promoter can ask again once it is spent. Attachments' files are
 * removed from the storage once their rows are gone. Answers counts for the log.
 */
export async function closeDueAccounts({
  db,
  storage,
  now = new Date(),
}: {
  db: Database;
  storage: Storage;
  now?: Date;
}): Promise<{ closed: number; refused: number }> {
  let closed = 0;
  let refused = 0;
  for (const { id } of await usersService.findDueClosures(db, now)) {
    const files = await withTransaction(db, async (tx) => {
      await usersService.lockAccount(tx, id);
      const closure = await usersService.findClosure(tx, id);
      if (!closure?.closesAt || closure.closedAt || closure.closesAt > now) return [];
      const problems = await problemsOf(tx, id);
      if (problems.length > 0) {
        await usersService.setClosure(tx, id, { requestedAt: null, closesAt: null });
        await writeAudit(tx, {
          actor: null,
          action: 'account.closure_refused',
          entity: 'users',
          entityId: id,
          after: { problems },
        });
        refused += 1;
        return [];
      }
      await usersService.pseudonymise(tx, id, now);
      await bankService.eraseOwnBankDetail(tx, id);
      await notificationsService.forgetAccount(tx, id);
      const keys = await contactService.eraseTicketsOf(tx, id);
      await sessionsService.revokeAllSessions({ tx, userId: id });
      await writeAudit(tx, { actor: null, action: 'account.close', entity: 'users', entityId: id });
      closed += 1;
      return keys;
    });
    for (const key of files) await storage.remove(key);
  }
  return { closed, refused };
}

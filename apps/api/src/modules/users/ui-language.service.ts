import type { UiLanguage } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import * as usersRepo from './users.repository.js';
import { accountChanged } from '../sessions/sessions.service.js';

/**
 * The signed-in account's portal language, whatever its role (docs/product/languages.md): kept on
 * the account so it follows the person to another phone, and audited like the account's other
 * changes.
 */
export async function setUiLanguage({
  db,
  actor,
  language,
}: {
  db: Database;
  actor: Actor;
  language: UiLanguage;
}): Promise<{ ui_language: UiLanguage }> {
  await withTransaction(db, async (tx) => {
    const before = await usersRepo.findProfileById(tx, actor.id);
    if (!before) throw notFound();
    await usersRepo.updateUser(tx, actor.id, { uiLanguage: language });
    // Refusals speak the language the session check read (lib/session-cache.ts).
    accountChanged(tx, actor.id);
    await writeAudit(tx, {
      actor,
      action: 'user.ui_language',
      entity: 'users',
      entityId: actor.id,
      before: { ui_language: before.uiLanguage },
      after: { ui_language: language },
    });
  });
  return { ui_language: language };
}

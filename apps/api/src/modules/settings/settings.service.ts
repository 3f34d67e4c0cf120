import type { Queryable, Tx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import * as settingsRepo from './settings.repository.js';
import {
  settingsOf,
  storedSettingsSchema,
  type ProgrammeSettings,
  type ProgrammeSettingsValues,
} from './settings.rules.js';

export type { ProgrammeSettings, WithdrawalRule } from './settings.rules.js';
export { withdrawalRuleOf } from './settings.rules.js';

/**
 * The programme's rules as they are now, read at request time (docs/product/money.md, Settings):
 * the latest version, or the defaults when none was saved.
 */
export async function getSettings(q: Queryable): Promise<ProgrammeSettings> {
  const latest = await settingsRepo.findLatestSettings(q);
  return latest ? settingsOf(latest.id, latest.values) : settingsOf(0, {});
}

/**
 * Saves a new version: the current values with `changes` laid over them, in the caller's
 * transaction, audited. The Promotion Settings screen calls this; tests use it to set a rule.
 */
export async function saveSettings(
  tx: Tx,
  { actor, changes }: { actor: Actor | null; changes: Partial<ProgrammeSettingsValues> },
): Promise<ProgrammeSettings> {
  const before = await getSettings(tx);
  const values = storedSettingsSchema.parse({ ...before.values, ...changes });
  const version = await settingsRepo.insertSettingsVersion(tx, values, actor?.id ?? null);
  await writeAudit(tx, {
    actor,
    action: 'settings.save',
    entity: 'programme_settings',
    entityId: version,
    before: before.values,
    after: values,
  });
  return { version, values };
}

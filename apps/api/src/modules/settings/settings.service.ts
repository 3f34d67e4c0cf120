import {
  type programmeSettingsUpdateSchema,
  type ProgrammeSettingsView,
  type PublicSettings,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { validationError } from '../../lib/errors.js';
import * as usersService from '../users/users.service.js';
import * as settingsRepo from './settings.repository.js';
import {
  settingsOf,
  settingsView,
  storedChangesOf,
  storedSettingsSchema,
  updateProblems,
  type ProgrammeSettings,
  type ProgrammeSettingsValues,
} from './settings.rules.js';

export type { ProgrammeSettings, ProgrammeSettingsValues, WithdrawalRule } from './settings.rules.js';
export { pinFeeOf, scratchRangeFor, settingsOf, tdsRuleOf, withdrawalRuleOf } from './settings.rules.js';

/**
 * The programme's rules as they are now, read at request time (docs/product/money.md, Settings):
 * the latest version, or the defaults when none was saved.
 */
export async function getSettings(q: Queryable): Promise<ProgrammeSettings> {
  const latest = await settingsRepo.findLatestSettings(q);
  return latest ? settingsOf(latest.id, latest.values) : settingsOf(0, {});
}

/**
 * The programme's rules as they were at one version (0: the defaults, before any save): what an
 * earning served under that version keeps (docs/product/content-and-earning.md, Promotion attempts).
 */
export async function getSettingsVersion(q: Queryable, version: number): Promise<ProgrammeSettings> {
  if (version === 0) return settingsOf(0, {});
  const saved = await settingsRepo.findSettingsVersion(q, version);
  if (!saved) throw new Error(`programme settings version ${version} does not exist`);
  return settingsOf(saved.id, saved.values);
}

/**
 * Saves a new version: the current values with `changes` laid over them, in the caller's
 * transaction, audited. Versions are taken one at a time (a lock on the settings table), so two
 * saves at once cannot each lay their change over the same old version and lose the other.
 */
export async function saveSettings(
  tx: Tx,
  { actor, changes }: { actor: Actor | null; changes: Partial<ProgrammeSettingsValues> },
): Promise<ProgrammeSettings> {
  await settingsRepo.lockSettings(tx);
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

async function viewOf(q: Queryable, settings: ProgrammeSettings): Promise<ProgrammeSettingsView> {
  const accounts = await usersService.findAccountsByIds(q, settings.values.additional_scratch_referrals);
  const additional = settings.values.additional_scratch_referrals
    .map((id) => accounts.find((account) => account.id === id))
    .filter((account) => account !== undefined)
    .map((account) => ({ promoter_code: account.promoterCode, username: account.username }));
  return settingsView(settings, additional);
}

/** GET programme-settings (admins): every rule, in rupees. */
export async function getProgrammeSettings({ db }: { db: Database }): Promise<ProgrammeSettingsView> {
  return viewOf(db, await getSettings(db));
}

/** GET public-settings (anyone): the rules a visitor meets before signing in. */
export async function getPublicSettings({ db }: { db: Database }): Promise<PublicSettings> {
  const { values } = await getSettings(db);
  return {
    minimum_age: values.minimum_age,
    grievance_officer: values.grievance_officer.name ? values.grievance_officer : null,
  };
}

/**
 * PUT programme-settings (super admin): any subset of the rules, validated (a 422 per field),
 * saved as a new version and audited. Additional scratch referral accounts are named by promoter
 * code and must be active accounts.
 */
export async function updateProgrammeSettings({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof programmeSettingsUpdateSchema>;
}): Promise<ProgrammeSettingsView> {
  const { additional_scratch_referrals: codes, ...rest } = input;
  const problems = updateProblems(rest);
  const changes = storedChangesOf(rest);
  if (codes) {
    const unique = [...new Set(codes)];
    const accounts = await usersService.findActiveAccountsByPromoterCodes(db, unique);
    const unknown = unique.filter((code) => !accounts.some((account) => account.promoterCode === code));
    if (unknown.length > 0)
      problems.additional_scratch_referrals = [
        `No active account has the promoter code ${unknown.join(', ')}`,
      ];
    changes.additional_scratch_referrals = unique.map(
      (code) => accounts.find((account) => account.promoterCode === code)?.id ?? 0,
    );
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const saved = await withTransaction(db, (tx) => saveSettings(tx, { actor, changes }));
  return viewOf(db, saved);
}

import { Role, UI_LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '@portal/shared';
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema.js';

/** Every demo account's password (`npm run seed:demo`). */
export const DEMO_PASSWORD = 'Demo@1234';
/** The demo accounts' usernames start `demo_` (the `_` escaped for LIKE). */
export const DEMO_USERNAMES = 'demo\\_%';

export interface DemoAccount {
  username: string;
  uiLanguage: UiLanguage;
}

/**
 * One demo promoter to sign in as per portal language, in the picker's order: the first active
 * one with a level, so a newcomer meets a portal in Tamil or Hindi with a training done and a
 * month of earnings (the seed trains the first promoter at each level; issue 16 point 8,
 * docs/product/languages.md). Empty until the demo seed has run.
 */
export async function findDemoAccounts(db: Queryable): Promise<DemoAccount[]> {
  const rows = await db
    .select({ username: users.username, uiLanguage: users.uiLanguage })
    .from(users)
    .where(
      and(
        like(users.username, DEMO_USERNAMES),
        eq(users.role, Role.User),
        eq(users.isActive, true),
        isNotNull(users.currentPromoterLevel),
      ),
    )
    .orderBy(asc(users.id));
  return UI_LANGUAGES.flatMap((language) => {
    const row = rows.find((candidate) => candidate.uiLanguage === language);
    return row ? [{ username: row.username, uiLanguage: language }] : [];
  });
}

/** 'demo_lakshmi4 (தமிழ்), demo_vijay7 (हिन्दी), …': each account with its language in its own script. */
export function describeDemoAccounts(accounts: DemoAccount[]): string {
  return accounts
    .map((account) => `${account.username} (${UI_LANGUAGE_NAMES[account.uiLanguage]})`)
    .join(', ');
}

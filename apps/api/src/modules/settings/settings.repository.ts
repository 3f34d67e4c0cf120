import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { programmeSettings } from '../../db/schema.js';
import { preparedOnce } from '../../lib/prepared.js';

export async function findLatestSettings(q: Queryable) {
  const rows = await latestSettings(q, {});
  return rows[0] ?? null;
}

// Built once (lib/prepared.ts): a promoter's serve, quiz and confirmation each read it.
const latestSettings = preparedOnce((q) =>
  q
    .select({ id: programmeSettings.id, values: programmeSettings.values })
    .from(programmeSettings)
    .orderBy(desc(programmeSettings.id))
    .limit(1),
);

export async function findSettingsVersion(q: Queryable, version: number) {
  const rows = await q
    .select({ id: programmeSettings.id, values: programmeSettings.values })
    .from(programmeSettings)
    .where(eq(programmeSettings.id, version));
  return rows[0] ?? null;
}

export async function insertSettingsVersion(tx: Tx, values: unknown, createdBy: number | null) {
  const rows = await tx
    .insert(programmeSettings)
    .values({ values, createdBy })
    .returning({ id: programmeSettings.id });
  return rows[0]!.id;
}

/** Serialises saves: each new version is laid over the one before it. */
export async function lockSettings(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table programme_settings in share row exclusive mode`);
}

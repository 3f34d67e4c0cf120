import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema.js';
import { adjustWallet, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * What the database itself refuses, whatever code sends it (docs/product/money.md, Ledger): a
 * wallet holding more than its balance (CHECK), any change to a posted journal entry or line
 * (append-only triggers, migration 0013) and a second entry with one idempotency key (unique).
 */
const t = useTestApp();
const { root } = t;
let user: Session;
let entryId: number;

beforeAll(async () => {
  user = await registerAndLogin(t.app, root.promoterCode);
  const funded = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 25 });
  expect(funded.statusCode, funded.body).toBe(201);
  entryId = funded.json().id;
});

/** The SQLSTATE and message of a refused statement (drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await statement;
  } catch (error) {
    for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
      const candidate = current as { code?: string; message?: string; cause?: unknown };
      if (typeof candidate.code === 'string')
        return { code: candidate.code, message: candidate.message ?? '' };
      current = candidate.cause;
    }
    throw error;
  }
  throw new Error('the statement was accepted');
}

const entryLines = () =>
  t.db
    .select({ id: journalLines.id, amount: journalLines.amount })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.id);

describe('the database guards the money tables', () => {
  it('refuses a wallet holding more than its balance (CHECK, 23514) and keeps the row', async () => {
    const [cash] = await t.db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, user.userId))
      .orderBy(ledgerAccounts.walletType);
    expect(cash).toMatchObject({ balance: 2500, held: 0 });
    const refused = await refusal(
      t.db.execute(sql`update ledger_accounts set held = balance + 1 where id = ${cash!.id}`),
    );
    expect(refused.code).toBe('23514');
    expect(refused.message).toContain('ledger_accounts_available_check');
    const [after] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, cash!.id));
    expect(after).toMatchObject({ balance: 2500, held: 0 });
  });

  it('refuses an update and a delete of a journal line, and leaves the lines as written', async () => {
    const before = await entryLines();
    expect(before.map((line) => line.amount).sort((a, b) => a - b)).toEqual([-2500, 2500]);
    const line = before[0]!.id;
    const updated = await refusal(
      t.db.execute(sql`update journal_lines set amount = amount * 2 where id = ${line}`),
    );
    expect(updated.message).toContain('UPDATE on journal_lines: the journal is append-only');
    const deleted = await refusal(t.db.execute(sql`delete from journal_lines where id = ${line}`));
    expect(deleted.message).toContain('DELETE on journal_lines: the journal is append-only');
    const truncated = await refusal(t.db.execute(sql`truncate journal_lines`));
    expect(truncated.message).toContain('TRUNCATE on journal_lines: the journal is append-only');
    expect(await entryLines()).toEqual(before);
  });

  it('refuses an update and a delete of a journal entry, and leaves it as written', async () => {
    const read = async () =>
      (await t.db.select().from(journalEntries).where(eq(journalEntries.id, entryId)))[0];
    const before = await read();
    expect(before).toMatchObject({ kind: 'adjustment' });
    const updated = await refusal(
      t.db.execute(sql`update journal_entries set description = 'rewritten' where id = ${entryId}`),
    );
    expect(updated.message).toContain('UPDATE on journal_entries: the journal is append-only');
    // An entry no line refers to: only the trigger can refuse its delete, not the lines' foreign key.
    const orphan = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into journal_entries (kind, idempotency_key, fingerprint, description)
                             values ('adjustment', 'guards:orphan', 'x', 'no lines') returning id`),
    )[0]!.id;
    const deleted = await refusal(t.db.execute(sql`delete from journal_entries where id = ${orphan}`));
    expect(deleted.message).toContain('DELETE on journal_entries: the journal is append-only');
    const truncated = await refusal(t.db.execute(sql`truncate journal_entries cascade`));
    expect(truncated.message).toContain('the journal is append-only');
    expect(await read()).toEqual(before);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.id, orphan))).toHaveLength(1);
  });

  it('refuses a second entry with the same idempotency key (unique, 23505)', async () => {
    const [entry] = await t.db
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(eq(journalEntries.id, entryId));
    const count = async () =>
      (await t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, entry!.key))).length;
    const refused = await refusal(
      t.db.execute(sql`insert into journal_entries (kind, idempotency_key, fingerprint, description)
                       values ('adjustment', ${entry!.key}, 'x', 'a second time')`),
    );
    expect(refused.code).toBe('23505');
    expect(refused.message).toContain('journal_entries_idempotency_key_key');
    expect(await count()).toBe(1);
  });
});

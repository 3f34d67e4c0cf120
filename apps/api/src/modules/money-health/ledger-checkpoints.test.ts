import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { adjustWallet, registerAndLogin } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { verifyMoney } from './money-health.service.js';

/**
 * `ledger:verify --incremental` (issue 18, point 9; docs/decisions/168-incremental-ledger-check.md):
 * a clean check records a checkpoint; the next incremental check reads only the entries and lines
 * after it, yet still finds a balance tampered with anywhere, an unbalanced new entry, and an old
 * entry given a new line; its checkpoint's totals are the whole ledger's.
 */
const t = useTestApp();
const { root } = t;

const fund = async (userId: number, amount: number) =>
  expect((await adjustWallet(t.app, root, { user_id: userId, wallet_type: 1, amount })).statusCode).toBe(201);

/** Every account's sum of lines, read from every line. */
const allTotals = async () =>
  rowsOf<{ account_id: number; total: number }>(
    await t.db.execute(
      sql`select account_id, sum(amount)::bigint as total from journal_lines group by account_id order by account_id`,
    ),
  ).map((row) => ({ account_id: Number(row.account_id), total: Number(row.total) }));

const checkpointTotals = async (id: number) =>
  rowsOf<{ account_id: number; total: number }>(
    await t.db.execute(
      sql`select account_id, lines_total as total from ledger_checkpoint_totals
          where checkpoint_id = ${id} and lines_total <> 0 order by account_id`,
    ),
  ).map((row) => ({ account_id: Number(row.account_id), total: Number(row.total) }));

describe('the incremental ledger check', () => {
  it('starts from the last clean checkpoint, reads only what came after, and keeps the totals right', async () => {
    const first = await registerAndLogin(t.app, root.promoterCode);
    await fund(first.userId, 700);
    const full = await verifyMoney(t.db, { incremental: false });
    expect(full.health.problems).toEqual([]);
    expect(full.since).toBeNull();
    expect(full.checkpoint).not.toBeNull();
    expect(await checkpointTotals(full.checkpoint!)).toEqual(
      (await allTotals()).filter((row) => row.total !== 0),
    );

    const second = await registerAndLogin(t.app, root.promoterCode);
    await fund(second.userId, 300);
    await fund(first.userId, 50);
    const next = await verifyMoney(t.db, { incremental: true });
    expect(next.health.problems).toEqual([]);
    expect(next.since?.checkpointId).toBe(full.checkpoint);
    expect(next.checkpoint).toBeGreaterThan(full.checkpoint!);
    expect(await checkpointTotals(next.checkpoint!)).toEqual(
      (await allTotals()).filter((row) => row.total !== 0),
    );
  });

  it('still finds a balance changed behind its back, though its lines are all older than the checkpoint', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await fund(user.userId, 400);
    expect((await verifyMoney(t.db, { incremental: true })).health.ok).toBe(true);
    await t.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where user_id = ${user.userId} and wallet_type = 1`,
    );
    const tampered = await verifyMoney(t.db, { incremental: true });
    expect(tampered.health.problems).toEqual([
      expect.objectContaining({ check: 'balance differs from its lines' }),
    ]);
    // Not clean: no checkpoint, so the next check starts from the same place and finds it again.
    expect(tampered.checkpoint).toBeNull();
    expect((await verifyMoney(t.db, { incremental: true })).since?.checkpointId).toBe(
      tampered.since?.checkpointId,
    );
    await t.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where user_id = ${user.userId} and wallet_type = 1`,
    );
    expect((await verifyMoney(t.db, { incremental: true })).health.ok).toBe(true);
  });

  it('finds an old entry given a new line, and a new entry that does not balance', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await fund(user.userId, 900);
    expect((await verifyMoney(t.db, { incremental: true })).health.ok).toBe(true);
    // A line added to the newest entry, which the checkpoint covered, and its balance moved with it.
    await t.db.execute(sql`
      insert into journal_lines (entry_id, account_id, amount)
      select max(e.id), a.id, 5 from journal_entries e, ledger_accounts a
       where a.user_id = ${user.userId} and a.wallet_type = 2 group by a.id`);
    await t.db.execute(
      sql`update ledger_accounts set balance = balance + 5 where user_id = ${user.userId} and wallet_type = 2`,
    );
    const found = await verifyMoney(t.db, { incremental: true });
    expect(found.health.problems).toEqual([expect.objectContaining({ check: 'unbalanced entry' })]);
  });
});

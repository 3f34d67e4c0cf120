import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { rowsOf } from './db/client.js';
import { auditLogs, journalEntries, scratchCards, withdrawals } from './db/schema.js';
import { withTransaction } from './db/transaction.js';
import {
  activatePin,
  adjustWallet,
  asSession,
  loginRoot,
  registerAndLogin,
  saveBankDetails,
  savePaymentDetails,
  type Session,
} from './test/fixtures.js';
import { promoterAt } from './test/programme.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { checkMoneyHealth } from './modules/money-health/money-health.service.js';
import * as settingsService from './modules/settings/settings.service.js';

/**
 * Every money movement writes its audit row (docs/product/roles.md, Audit): the ledger's posting
 * functions take the row and write it with the entry or hold they make
 * (docs/decisions/095-every-movement-audited-by-the-ledger.md). This file walks every path that
 * calls them, through the API, and checks each left exactly its row naming what it wrote. It sits
 * beside the app, not in a module: it drives the earning, PIN and withdrawal modules together.
 */

const SRC = path.resolve(fileURLToPath(new URL('.', import.meta.url)));
/** A call (not the declaration) of a posting function with a transaction. */
const POSTING = /(?<!function )\b(?:ledgerService\.)?(post|credit|debit|hold|postHold|releaseHold)\(\s*tx\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test') && !entry.name.includes('test-support')
      ? [full]
      : [];
  });
}

/** Each call of a posting function outside the ledger's own internals, as `file: function`. */
function postingCalls(): string[] {
  return sourceFiles(SRC)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(POSTING)].map(
        (match) => `${path.relative(SRC, file).split(path.sep).join('/')}: ${match[1]}`,
      ),
    )
    .filter((call) => !/^modules\/ledger\/ledger\.service\.ts: post$/.test(call))
    .sort();
}

let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  await withTransaction(t.db, (tx) =>
    settingsService.saveSettings(tx, {
      actor: null,
      changes: {
        daily_video_gate: false,
        training_gate: false,
        withdrawal: {
          1: { min_paise: 100_00, cooldown_days: 0 },
          2: { min_paise: 100_00, cooldown_days: 7 },
          3: { min_paise: 1_00_000_00, cooldown_days: 30 },
        },
      },
    }),
  );
});
afterAll(() => t?.close());

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));

/** The audit rows naming one ledger record, oldest first. */
function auditRowsOf(entity: 'journal_entries' | 'ledger_holds', id: number) {
  return t.db
    .select({ action: auditLogs.action, actorId: auditLogs.actorId, after: auditLogs.after })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id))))
    .orderBy(asc(auditLogs.id));
}

async function entryIdByKey(key: string) {
  const [row] = await t.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(like(journalEntries.idempotencyKey, key));
  expect(row, `no entry ${key}`).toEqual({ id: expect.any(Number) });
  return row!.id;
}

describe('the posting paths', () => {
  // Each is driven below, but the quiz confirmation, which needs the earning module's test kit:
  // modules/earning/earning.audit.routes.test.ts.
  it('are exactly the ones driven here: a new caller of the ledger is walked here too', () => {
    expect(postingCalls()).toEqual([
      'modules/earning/earning.service.ts: post',
      'modules/ledger/ledger.service.ts: credit',
      'modules/ledger/ledger.service.ts: debit',
      'modules/pins/pins.service.ts: credit',
      'modules/withdrawals/withdrawals.service.ts: hold',
      'modules/withdrawals/withdrawals.service.ts: postHold',
      'modules/withdrawals/withdrawals.service.ts: releaseHold',
    ]);
  });
});

describe('every money movement leaves exactly its audit row', () => {
  it('wallet adjustments, credit and debit; a replayed key writes none', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const credited = await adjustWallet(
      t.app,
      root,
      { user_id: user.userId, wallet_type: 1, amount: 500 },
      'audit-key-0001',
    );
    const debited = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: -20 });
    for (const [response, amount] of [
      [credited, 500],
      [debited, -20],
    ] as const) {
      expect(response.statusCode, response.body).toBe(201);
      expect(await auditRowsOf('journal_entries', response.json().id)).toEqual([
        {
          action: 'wallet.adjust',
          actorId: root.userId,
          after: { user_id: user.userId, wallet_type: 1, amount, reason: 'Test funding' },
        },
      ]);
    }
    const replay = await adjustWallet(
      t.app,
      root,
      { user_id: user.userId, wallet_type: 1, amount: 500 },
      'audit-key-0001',
    );
    expect(replay.json().id).toBe(credited.json().id);
    expect(await auditRowsOf('journal_entries', credited.json().id)).toHaveLength(1);
  });

  it('withdrawals: the hold when requested, the payment when completed, the release when rejected', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user);
    await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 1_000 });
    const paid = (await post(user, 'withdraws', { wallet_type: 1, amount: 150 })).json();
    const rejected = (await post(user, 'withdraws', { wallet_type: 1, amount: 200 })).json();
    const holdOf = async (id: number) =>
      (await t.db.select({ holdId: withdrawals.holdId }).from(withdrawals).where(eq(withdrawals.id, id)))[0]!
        .holdId;

    expect(await auditRowsOf('ledger_holds', await holdOf(paid.id))).toEqual([
      { action: 'withdrawal.hold', actorId: user.userId, after: { wallet_type: 1, amount: 150 } },
    ]);
    expect((await post(root, 'withdraw-status-update', { id: paid.id, status: 2 })).statusCode).toBe(200);
    expect(
      await auditRowsOf('journal_entries', await entryIdByKey(`withdrawal:${paid.id}:complete`)),
    ).toEqual([
      {
        action: 'withdrawal.pay',
        actorId: root.userId,
        after: {
          withdrawal_id: paid.id,
          amount: 150,
          tds_amount: 0,
          tds_rate: 0,
          net_amount: 150,
          tds_section: '194H',
          settings_version: expect.any(Number),
        },
      },
    ]);
    // Paid out by its entry: the hold keeps the one row of its setting aside.
    expect(await auditRowsOf('ledger_holds', await holdOf(paid.id))).toHaveLength(1);

    expect(
      (await post(root, 'withdraw-status-update', { id: rejected.id, status: 3, reason: 'Wrong account' }))
        .statusCode,
    ).toBe(200);
    expect(await auditRowsOf('ledger_holds', await holdOf(rejected.id))).toEqual([
      { action: 'withdrawal.hold', actorId: user.userId, after: { wallet_type: 1, amount: 200 } },
      {
        action: 'withdrawal.release',
        actorId: root.userId,
        after: { withdrawal_id: rejected.id, amount: 200 },
      },
    ]);
  });

  it('a scratch card credit, from a PIN activation', async () => {
    await savePaymentDetails(t.app, root);
    const sponsor = await promoterAt(t, 3, root);
    const user = await registerAndLogin(t.app, sponsor.promoterCode);
    const { id } = await activatePin(t.app, root, user, { level: 2 });
    const [card] = await t.db.select().from(scratchCards).where(eq(scratchCards.pinRequestId, id));
    expect((await post(sponsor, 'scratched-status-update', { id: card!.id })).statusCode).toBe(200);
    expect(await auditRowsOf('journal_entries', await entryIdByKey(`scratch:${card!.id}`))).toEqual([
      {
        action: 'scratch_card.credit',
        actorId: sponsor.userId,
        after: { scratch_card_id: card!.id, amount: card!.amount / 100 },
      },
    ]);
  });

  it('leaves every entry with exactly one row naming it, and the money health check clean', async () => {
    const counts = rowsOf<{ id: number; rows: number }>(
      await t.db.execute(sql`
        select e.id, count(a.id)::int as rows from journal_entries e
        left join audit_logs a on a.entity = 'journal_entries' and a.entity_id = e.id::text
        group by e.id`),
    );
    expect(counts.length).toBeGreaterThanOrEqual(5);
    expect(counts.filter((row) => row.rows !== 1)).toEqual([]);
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  });
});

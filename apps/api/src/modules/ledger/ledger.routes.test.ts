import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { indiaDate } from '@portal/shared';
import { auditLogs, journalEntries, journalLines } from '../../db/schema.js';
import { adjustWallet, createAdmin, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';

const t = useTestApp();
const { root } = t;
let admin: Session;

beforeAll(async () => {
  admin = await createAdmin(t.app, root);
});
afterAll(async () => {
  // Whatever the tests did, the ledger still balances (docs/product/money.md, Verification).
  const health = await checkMoneyHealth(t.db);
  expect(health.problems).toEqual([]);
});

const wallets = async (session: Session) =>
  (await t.request(session, { url: '/api/v1/wallets' })).json().wallets as {
    wallet_type: number;
    name: string;
    balance: number;
    held: number;
    available: number;
  }[];

describe('GET /wallets', () => {
  it("answers the caller's three wallets, empty for a new user", async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect(await wallets(user)).toEqual([
      { wallet_type: 1, name: 'Cash Wallet', balance: 0, held: 0, available: 0 },
      { wallet_type: 2, name: 'Scratch Wallet', balance: 0, held: 0, available: 0 },
      { wallet_type: 3, name: 'Grow Wallet', balance: 0, held: 0, available: 0 },
    ]);
  });

  it('is for users only', async () => {
    expect((await t.request(admin, { url: '/api/v1/wallets' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/wallets' })).statusCode).toBe(401);
  });
});

describe('POST /wallet-adjustments (super admin)', () => {
  it('credits and debits exactly, to the paisa, as balanced entries with an audit row', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const credit = await adjustWallet(t.app, root, {
      user_id: user.userId,
      wallet_type: 1,
      amount: 2.5,
      reason: 'Quiz correction',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      user_id: user.userId,
      wallet_type: 1,
      amount: 2.5,
      reason: 'Quiz correction',
    });
    for (let i = 0; i < 9; i++)
      await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 0.1 });
    const debit = await adjustWallet(t.app, root, {
      user_id: user.userId,
      wallet_type: 1,
      amount: -1.2,
      reason: 'Duplicate credit',
    });
    expect(debit.statusCode, debit.body).toBe(201);
    // 2.50 + 9 × 0.10 − 1.20 = 2.20 exactly: no float drift (docs/product/money.md, Amounts).
    expect((await wallets(user))[0]).toMatchObject({ balance: 2.2, available: 2.2, held: 0 });

    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, credit.json().id));
    expect(lines.map((line) => line.amount).sort((a, b) => a - b)).toEqual([-250, 250]);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'wallet.adjust'), eq(auditLogs.entityId, String(debit.json().id))));
    expect(audit).toMatchObject({
      actorId: root.userId,
      after: { user_id: user.userId, wallet_type: 1, amount: -1.2, reason: 'Duplicate credit' },
    });
  });

  it('never debits below what is available, and writes nothing when it refuses', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 2, amount: 10 });
    const entriesBefore = await t.db.$count(journalEntries);
    const refused = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 2, amount: -10.01 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount).toEqual(["The debit is more than the wallet's available ₹10.00"]);
    expect(await t.db.$count(journalEntries)).toBe(entriesBefore);
    expect((await wallets(user))[1]).toMatchObject({ balance: 10, available: 10 });
  });

  it('names each wrong field', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const response = await t.request(root, {
      method: 'POST',
      url: '/api/v1/wallet-adjustments',
      payload: { user_id: user.userId, wallet_type: 4, amount: 1.005, reason: '   ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      wallet_type: ['Choose a wallet: 1 Cash, 2 Scratch or 3 Grow'],
      amount: ['Amount can have at most 2 decimals'],
      reason: ['Reason is required'],
    });
    const zero = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 0 });
    expect(zero.json().errors.amount).toEqual(['Amount must not be 0']);
    const nobody = await adjustWallet(t.app, root, { user_id: 2_000_000_000, wallet_type: 1, amount: 1 });
    expect(nobody.json().errors.user_id).toEqual(['No such user']);
  });

  it('with an Idempotency-Key, a retry answers the first adjustment and moves nothing', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const input = { user_id: user.userId, wallet_type: 3, amount: 75.25, reason: 'Bonus' };
    const first = await adjustWallet(t.app, root, input, 'retry-key-0001');
    const again = await adjustWallet(t.app, root, input, 'retry-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await wallets(user))[2]).toMatchObject({ balance: 75.25 });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'wallet.adjust'), eq(auditLogs.entityId, String(first.json().id))));
    expect(audits).toHaveLength(1);

    const reused = await adjustWallet(t.app, root, { ...input, amount: 80 }, 'retry-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.idempotency_key).toEqual([
      'This Idempotency-Key was already used for a different request',
    ]);
    const badKey = await adjustWallet(t.app, root, input, 'short');
    expect(badKey.statusCode).toBe(422);
    expect((await wallets(user))[2]).toMatchObject({ balance: 75.25 });
  });

  it('is for the super admin only', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect(
      (await adjustWallet(t.app, admin, { user_id: user.userId, wallet_type: 1, amount: 5 })).statusCode,
    ).toBe(403);
    expect(
      (await adjustWallet(t.app, user, { user_id: user.userId, wallet_type: 1, amount: 5 })).statusCode,
    ).toBe(403);
    expect((await wallets(user))[0]!.balance).toBe(0);
  });
});

describe('GET /earning-histories', () => {
  it("lists the caller's own credits and debits with kind, reason, wallet and per-wallet totals", async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const other = await registerAndLogin(t.app, root.promoterCode);
    await adjustWallet(t.app, root, {
      user_id: user.userId,
      wallet_type: 1,
      amount: 100,
      reason: 'Welcome bonus',
    });
    await adjustWallet(t.app, root, {
      user_id: user.userId,
      wallet_type: 1,
      amount: -30.5,
      reason: 'Correction',
    });
    await adjustWallet(t.app, root, {
      user_id: user.userId,
      wallet_type: 2,
      amount: 25,
      reason: 'Scratch fix',
    });
    await adjustWallet(t.app, root, {
      user_id: other.userId,
      wallet_type: 1,
      amount: 999,
      reason: 'Not yours',
    });

    const response = await t.request(user, { url: '/api/v1/earning-histories' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.data.map((row: { description: string; amount: number; kind: string; wallet_type: number }) => [
        row.kind,
        row.description,
        row.wallet_type,
        row.amount,
      ]),
    ).toEqual([
      ['adjustment', 'Scratch fix', 2, 25],
      ['adjustment', 'Correction', 1, -30.5],
      ['adjustment', 'Welcome bonus', 1, 100],
    ]);
    // An adjustment's reason is the admin's own text: it has no code (decision 151).
    expect(body.data.map((row: { description_parts: unknown }) => row.description_parts)).toEqual([
      null,
      null,
      null,
    ]);
    expect(body.pageInfo).toMatchObject({ total_records: 3, page_number: 1 });
    expect(body.totals).toEqual([
      { wallet_type: 1, credits: 100, debits: -30.5, net: 69.5 },
      { wallet_type: 2, credits: 25, debits: 0, net: 25 },
    ]);

    const cashOnly = await t.request(user, {
      url: '/api/v1/earning-histories',
      query: {
        search_param: JSON.stringify({ wallet_type: '1', kind: 'adjustment' }),
        sortBy: 'amount',
        sortDir: 'asc',
      },
    });
    expect(cashOnly.json().data.map((row: { amount: number }) => row.amount)).toEqual([-30.5, 100]);
    expect(cashOnly.json().totals).toEqual([{ wallet_type: 1, credits: 100, debits: -30.5, net: 69.5 }]);

    const dashboard = (await t.request(user, { url: '/api/v1/user-dashboard' })).json();
    expect(dashboard.total_earned).toBe(125);
    expect(dashboard.wallets[0]).toMatchObject({ wallet_type: 1, available: 69.5 });
  });

  it('filters whole India-time days and refuses unknown filters and kinds', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 5 });
    const today = indiaDate();
    const inDay = await t.request(user, {
      url: '/api/v1/earning-histories',
      query: { search_param: JSON.stringify({ fromdate: today, todate: today }) },
    });
    expect(inDay.json().pageInfo.total_records).toBe(1);
    const before = await t.request(user, {
      url: '/api/v1/earning-histories',
      query: { search_param: JSON.stringify({ todate: '2020-01-01' }) },
    });
    expect(before.json().pageInfo.total_records).toBe(0);
    const unknown = await t.request(user, {
      url: '/api/v1/earning-histories',
      query: { search_param: JSON.stringify({ user_id: 1 }) },
    });
    expect(unknown.statusCode).toBe(422);
    const kind = await t.request(user, {
      url: '/api/v1/earning-histories',
      query: { search_param: JSON.stringify({ kind: 'gift' }) },
    });
    expect(kind.statusCode).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, ledgerHolds, withdrawals } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import {
  adjustWallet,
  asSession,
  loginRoot,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as settingsService from '../settings/settings.service.js';

/**
 * Money under parallel requests (docs/product/money.md, Ledger and Withdrawals). Only PostgreSQL
 * runs transactions side by side and locks rows; the embedded database runs them one after another,
 * so these tests would prove nothing there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('money under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let root: Session;

  beforeAll(async () => {
    t = await createTestApp({ DB_POOL_MAX: '20' });
    root = await loginRoot(t.app);
  });
  afterAll(() => t?.close());

  async function fundedUser(amount: number) {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user);
    expect(
      (await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount })).statusCode,
    ).toBe(201);
    return user;
  }
  const request = (session: Session, amount: number) =>
    t.app.inject(
      asSession(session, { method: 'POST', url: '/api/v1/withdraws', payload: { wallet_type: 1, amount } }),
    );
  const wallet = async (session: Session) =>
    (await t.app.inject(asSession(session, { url: '/api/v1/wallets' }))).json().wallets[0];
  const expectCleanLedger = async () => expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  const statusCounts = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, response) => {
      counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('40 parallel requests from one wallet: the cool-down lets exactly one through', async () => {
    const user = await fundedUser(10_000);
    const responses = await Promise.all(Array.from({ length: 40 }, () => request(user, 150)));
    expect(statusCounts(responses)).toEqual({ 201: 1, 422: 39 });
    expect(await wallet(user)).toMatchObject({ balance: 10_000, held: 150, available: 9_850 });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, user.userId))).toBe(1);
    await expectCleanLedger();
  });

  it('with no cool-down, 200 parallel requests against a wallet that affords 100: exactly 100 accepted', async () => {
    await withTransaction(t.db, (tx) =>
      settingsService.saveSettings(tx, {
        actor: null,
        changes: {
          withdrawal: {
            1: { min_paise: 100_00, cooldown_days: 0 },
            2: { min_paise: 100_00, cooldown_days: 7 },
            3: { min_paise: 1_00_000_00, cooldown_days: 30 },
          },
        },
      }),
    );
    const user = await fundedUser(100 * 100);
    const responses = await Promise.all(Array.from({ length: 200 }, () => request(user, 100)));
    expect(statusCounts(responses)).toEqual({ 201: 100, 422: 100 });
    expect(await wallet(user)).toMatchObject({ balance: 10_000, held: 10_000, available: 0 });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, user.userId))).toBe(100);
    await expectCleanLedger();
  });

  it('50 parallel Complete and 50 parallel Reject of one request: exactly one transition', async () => {
    const user = await fundedUser(1_000);
    const { id } = (await request(user, 400)).json();
    const update = (status: number) =>
      t.app.inject(
        asSession(root, {
          method: 'POST',
          url: '/api/v1/withdraw-status-update',
          payload: { id, status, reason: 'Parallel reject' },
        }),
      );
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => update(index % 2 === 0 ? 2 : 3)),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 400: 99 });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const after = await wallet(user);
    if (row!.status === 2) expect(after).toMatchObject({ balance: 600, held: 0 });
    else expect(after).toMatchObject({ balance: 1_000, held: 0, available: 1_000 });
    expect(
      await t.db.$count(journalEntries, eq(journalEntries.idempotencyKey, `withdrawal:${id}:complete`)),
    ).toBe(row!.status === 2 ? 1 : 0);
    await expectCleanLedger();
  });

  it('the same Idempotency-Key sent 50 times in parallel credits once and answers the same entry', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const input = { user_id: user.userId, wallet_type: 1, amount: 12.34, reason: 'Parallel retry' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => adjustWallet(t.app, root, input, 'parallel-key-0001')),
    );
    expect(statusCounts(responses)).toEqual({ 201: 50 });
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await wallet(user)).toMatchObject({ balance: 12.34 });
    await expectCleanLedger();
  });

  describe('one Idempotency-Key raced on two wallets or two amounts', () => {
    const KEY_HEADER = 'idempotency-key';
    const requestWithKey = (
      session: Session,
      key: string,
      payload: { wallet_type: number; amount: number },
    ) =>
      t.app.inject(
        asSession(session, {
          method: 'POST',
          url: '/api/v1/withdraws',
          headers: { [KEY_HEADER]: key },
          payload,
        }),
      );
    const reusedKey = { idempotency_key: ['This Idempotency-Key was already used for a different request'] };

    async function keyRace(payloads: { wallet_type: number; amount: number }[]) {
      const user = await registerAndLogin(t.app, root.promoterCode);
      await saveBankDetails(t.app, user);
      for (const walletType of [1, 2])
        await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: walletType, amount: 1_000 });
      const entriesBefore = await t.db.$count(journalEntries);
      const key = `race-${user.userId}-0001`;
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          requestWithKey(user, key, payloads[index % payloads.length]!),
        ),
      );
      const mine = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId));
      expect(mine).toHaveLength(1);
      const [winner] = mine;
      // Every answer is the one withdrawal replayed (an identical request) or the reused-key 422.
      for (const [index, response] of responses.entries()) {
        const asked = payloads[index % payloads.length]!;
        if (asked.wallet_type === winner!.walletType && asked.amount * 100 === winner!.amount) {
          expect(response.statusCode, response.body).toBe(201);
          expect(response.json().id).toBe(winner!.id);
        } else {
          expect(response.statusCode, response.body).toBe(422);
          expect(response.json().errors).toEqual(reusedKey);
        }
      }
      expect(
        await t.db.$count(ledgerHolds, eq(ledgerHolds.idempotencyKey, `withdrawal:${user.userId}:${key}`)),
      ).toBe(1);
      // Nothing moved but the one hold: no entry, balances as funded, only the winner's wallet held.
      expect(await t.db.$count(journalEntries)).toBe(entriesBefore);
      const wallets = (await t.app.inject(asSession(user, { url: '/api/v1/wallets' }))).json().wallets;
      for (const walletType of [1, 2])
        expect(wallets.find((row: { wallet_type: number }) => row.wallet_type === walletType)).toMatchObject({
          balance: 1_000,
          held: walletType === winner!.walletType ? winner!.amount / 100 : 0,
        });
      await expectCleanLedger();
    }

    it('40 parallel requests, half on the Cash and half on the Scratch wallet: one withdrawal, the rest replay or 422, no 500', () =>
      keyRace([
        { wallet_type: 1, amount: 150 },
        { wallet_type: 2, amount: 150 },
      ]));

    it('40 parallel requests on one wallet with two amounts: one withdrawal, the rest replay or 422', () =>
      keyRace([
        { wallet_type: 1, amount: 150 },
        { wallet_type: 1, amount: 200 },
      ]));

    it('40 parallel requests on two wallets with two amounts: one withdrawal, the rest replay or 422', () =>
      keyRace([
        { wallet_type: 1, amount: 150 },
        { wallet_type: 2, amount: 200 },
      ]));
  });

  it('parallel debits of one wallet never take it below zero', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: -1 }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 10, 422: 20 });
    expect(await wallet(user)).toMatchObject({ balance: 0, available: 0 });
    await expectCleanLedger();
  });
});

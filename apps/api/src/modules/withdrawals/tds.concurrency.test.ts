import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema.js';
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

/**
 * Tax at source under parallel completions (issue 19, point 2; docs/decisions/178-tax-at-source.md).
 * Only PostgreSQL runs transactions side by side; the embedded database runs them one after
 * another, so this would prove nothing there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('tax at source under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let root: Session;

  beforeAll(async () => {
    t = await createTestApp({ DB_POOL_MAX: '20' });
    root = await loginRoot(t.app);
    const saved = await t.app.inject(
      asSession(root, {
        method: 'PUT',
        url: '/api/v1/programme-settings',
        payload: {
          withdrawal: [1, 2, 3].map((wallet_type) => ({ wallet_type, min_amount: 1, cooldown_days: 0 })),
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('50 parallel completions of one payee crossing the threshold each see the ones before', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user, { pan: 'ABCDE1234F', pan_name: 'Asha Kumar' });
    expect(
      (await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 60_000 })).statusCode,
    ).toBe(201);
    const ids: number[] = [];
    for (let index = 0; index < 50; index++) {
      const response = await t.app.inject(
        asSession(user, {
          method: 'POST',
          url: '/api/v1/withdraws',
          payload: { wallet_type: 1, amount: 1_000 },
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }

    const responses = await Promise.all(
      ids.map((id) =>
        t.app.inject(
          asSession(root, {
            method: 'POST',
            url: '/api/v1/withdraw-status-update',
            payload: { id, status: 2 },
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));

    // In the order they were paid: 20 at ₹1,000 reach the ₹20,000 threshold and pay no tax; the
    // 21st crosses it and is taxed 2 % on the year's ₹21,000 (₹420); each after it on itself (₹20).
    const rows = await t.db
      .select({
        at: withdrawals.tdsDeductedAt,
        base: withdrawals.tdsBase,
        tax: withdrawals.tdsAmount,
      })
      .from(withdrawals)
      .where(eq(withdrawals.userId, user.userId));
    const untaxed = rows.filter((row) => row.tax === 0 && row.base === 0);
    const crossing = rows.filter((row) => row.tax === 420_00 && row.base === 21_000_00);
    const after = rows.filter((row) => row.tax === 20_00 && row.base === 1_000_00);
    expect([untaxed.length, crossing.length, after.length]).toEqual([20, 1, 29]);
    // Each computed after the ones before it (times read under the payee's lock; equal within a ms).
    const time = (row: { at: Date | null }) => row.at!.getTime();
    expect(Math.max(...untaxed.map(time))).toBeLessThanOrEqual(time(crossing[0]!));
    expect(Math.min(...after.map(time))).toBeGreaterThanOrEqual(time(crossing[0]!));
    // The whole year taxed exactly once: ₹50,000 at 2 %.
    expect(rows.reduce((sum, row) => sum + row.tax!, 0)).toBe(1_000_00);
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_STATUS_CASES, WithdrawStatus } from '@portal/shared';
import { ledgerHolds, withdrawals } from '../../db/schema.js';
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
 * Every (status, action) case of the shared withdrawal status machine, driven through the API:
 * the server allows exactly what the admin screen offers (its test checks the same cases;
 * docs/decisions/107-one-status-machine-each.md). A refused action changes nothing.
 */

let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

const statusUpdate = (payload: Record<string, unknown>) =>
  t.app.inject(asSession(root, { method: 'POST', url: '/api/v1/withdraw-status-update', payload }));
const change = (id: number, status: number) =>
  statusUpdate({ id, status, ...(status === WithdrawStatus.Rejected ? { reason: 'Closed account' } : {}) });

/** A new request brought to `status` by the admin's own actions. */
async function requestIn(status: number): Promise<number> {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, user);
  const funded = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 1000 });
  expect(funded.statusCode, funded.body).toBe(201);
  const requested = await t.app.inject(
    asSession(user, { method: 'POST', url: '/api/v1/withdraws', payload: { wallet_type: 1, amount: 300 } }),
  );
  expect(requested.statusCode, requested.body).toBe(201);
  const { id } = requested.json();
  if (status !== WithdrawStatus.Pending) expect((await change(id, status)).statusCode).toBe(200);
  return id;
}

async function stateOf(id: number) {
  const [row] = await t.db
    .select({ status: withdrawals.status, hold: ledgerHolds.status })
    .from(withdrawals)
    .innerJoin(ledgerHolds, eq(ledgerHolds.id, withdrawals.holdId))
    .where(eq(withdrawals.id, id));
  return row!;
}

describe('the withdrawal status machine through the API', () => {
  it.each(WITHDRAW_STATUS_CASES)('from $from, action $action: next $next', async ({ from, action, next }) => {
    const id = await requestIn(from);
    const before = await stateOf(id);
    const answer = await change(id, action);
    if (next === null) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(await stateOf(id)).toEqual(before);
    } else {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe(next);
      expect((await stateOf(id)).status).toBe(next);
    }
  });
});

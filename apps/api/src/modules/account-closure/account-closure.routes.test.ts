import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLogs, contactMessages, userBankDetails, users, withdrawals } from '../../db/schema.js';
import { storageFromConfig } from '../../lib/storage/storage.js';
import {
  adjustWallet,
  login,
  ownPan,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import { closeDueAccounts } from './account-closure.service.js';

/** Closing one's account (issue 19, point 6; docs/decisions/182-own-data-export.md). */
const t = useTestApp();
const { root } = t;

const PASSWORD = 'Secret@123';

const ask = (session: Session, password = PASSWORD) =>
  t.request(session, {
    method: 'POST',
    url: '/api/v1/account-closure',
    payload: { current_password: password },
  });
const runJob = async (now: Date) => {
  const storage = await storageFromConfig(t.config);
  try {
    return await closeDueAccounts({ db: t.db, storage, now });
  } finally {
    storage.close();
  }
};
const accountRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A promoter who was paid ₹200 and withdrew all of it (completed), with PAN and a ticket. */
async function spentPromoter() {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, user, { pan: ownPan(user.userId), pan_name: 'Asha Kumar' });
  expect(
    (await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 200 })).statusCode,
  ).toBe(201);
  const requested = await t.request(user, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount: 200 },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  return { user, withdrawalId: requested.json().id as number };
}

const complete = async (id: number) =>
  expect(
    (
      await t.request(root, {
        method: 'POST',
        url: '/api/v1/withdraw-status-update',
        payload: { id, status: 2 },
      })
    ).statusCode,
  ).toBe(200);

describe('closing an account', () => {
  it('is refused while money is held or in a wallet, naming every reason, and needs the password', async () => {
    const { user, withdrawalId } = await spentPromoter();
    const held = await ask(user);
    expect(held.statusCode).toBe(422);
    expect(held.json().errors).toEqual({
      account: ['Wait until your withdrawal requests are paid or rejected before closing your account'],
    });
    await complete(withdrawalId);
    expect(
      (await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 2, amount: 12.5 })).statusCode,
    ).toBe(201);
    const inWallet = await ask(user);
    expect(inWallet.json().errors).toEqual({
      account: ['Withdraw the ₹12.50 in your wallets before closing your account'],
    });
    const wrong = await ask(user, 'Wrong@1234');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    expect(await accountRow(user.userId)).toMatchObject({ closureRequestedAt: null, closesAt: null });
  });

  it('after the notice, erases the personal fields under a pseudonym; the ledger and tax rows keep their numbers', async () => {
    const { user, withdrawalId } = await spentPromoter();
    await complete(withdrawalId);
    const ticket = await t.request(user, {
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: { subject: 'My address', message: 'I live at 12 Gandhi Road, Chennai' },
    });
    expect(ticket.statusCode).toBe(201);
    const before = await accountRow(user.userId);

    const asked = await ask(user);
    expect(asked.statusCode, asked.body).toBe(200);
    const closesAt = new Date(asked.json().closes_at);
    expect(closesAt.getTime() - Date.parse(asked.json().requested_at)).toBe(48 * 3600_000);
    expect((await t.request(user, { url: '/api/v1/account-closure' })).json()).toEqual(asked.json());

    // Not before the notice has run.
    expect(await runJob(new Date(closesAt.getTime() - 60_000))).toEqual({ closed: 0, refused: 0 });
    expect((await accountRow(user.userId)).closedAt).toBeNull();

    const result = await runJob(new Date(closesAt.getTime() + 1000));
    expect(result.closed).toBeGreaterThanOrEqual(1);
    const after = await accountRow(user.userId);
    expect(after).toMatchObject({
      username: `closed_${user.userId}`,
      firstName: 'Closed',
      lastName: 'Account',
      dob: null,
      mobile: null,
      state: null,
      district: null,
      city: null,
      pinCode: null,
      isActive: false,
      promoterCode: before.promoterCode,
    });
    expect(after.closedAt).not.toBeNull();
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(await t.db.select().from(userBankDetails).where(eq(userBankDetails.userId, user.userId))).toEqual(
      [],
    );
    expect(
      (await t.db.select().from(contactMessages).where(eq(contactMessages.id, ticket.json().id)))[0],
    ).toMatchObject({ subject: '[erased]', message: '[erased]' });

    // The money records keep their numbers: the withdrawal (its PAN for the tax register) and the ledger.
    expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)))[0]).toMatchObject({
      userId: user.userId,
      amount: 200_00,
      status: 2,
      tdsPan: ownPan(user.userId),
    });
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
    // Signed out everywhere, and no way back in.
    expect((await t.request(user, { url: '/api/v1/auth-user' })).statusCode).toBe(401);
    await expect(login(t.app, before.username, PASSWORD)).rejects.toThrow();
    const audit = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(sql`${auditLogs.entity} = 'users' and ${auditLogs.entityId} = ${String(user.userId)}`);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.closure_request', 'account.close']),
    );
  });

  it('is withdrawn by the promoter before it happens, or by the job if money arrived meanwhile', async () => {
    const first = await spentPromoter();
    await complete(first.withdrawalId);
    expect((await ask(first.user)).statusCode).toBe(200);
    const again = await ask(first.user);
    expect(again.json().errors).toEqual({ account: ['Your account is already set to close'] });
    const cancelled = await t.request(first.user, { method: 'DELETE', url: '/api/v1/account-closure' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await accountRow(first.user.userId)).toMatchObject({ closureRequestedAt: null, closesAt: null });

    const second = await spentPromoter();
    await complete(second.withdrawalId);
    const asked = await ask(second.user);
    expect(asked.statusCode).toBe(200);
    // A credit lands during the notice: the job withdraws the closure instead.
    expect(
      (await adjustWallet(t.app, root, { user_id: second.user.userId, wallet_type: 1, amount: 5 }))
        .statusCode,
    ).toBe(201);
    const result = await runJob(new Date(Date.parse(asked.json().closes_at) + 1000));
    expect(result.refused).toBeGreaterThanOrEqual(1);
    expect(await accountRow(second.user.userId)).toMatchObject({
      closedAt: null,
      closesAt: null,
      isActive: true,
    });
  });
});

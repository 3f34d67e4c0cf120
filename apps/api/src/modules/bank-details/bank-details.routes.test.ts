import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLogs, throttleHits, userBankDetails } from '../../db/schema.js';
import {
  createAdmin,
  BANK_DETAILS,
  ownAccountNumber,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { root } = t;
let admin: Session;

beforeAll(async () => {
  admin = await createAdmin(t.app, root);
});

const upsert = (session: Session, payload: Record<string, unknown>) =>
  t.request(session, { method: 'POST', url: '/api/v1/user-bank-detail/upsert', payload });
const own = async (session: Session) =>
  (await t.request(session, { url: '/api/v1/user-bank-detail' })).json();

describe('user bank details', () => {
  it('are null at first; the first save needs no password and upper-cases the IFSC', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect(await own(user)).toBeNull();
    const saved = await upsert(user, { ...BANK_DETAILS, ifsc_code: 'sbin0001234', acc_no: '1234 5678 9012' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ifsc_code: 'SBIN0001234', acc_no: '123456789012' });
    expect(await own(user)).toMatchObject({ account_holder: 'Asha Kumar', bank_name: 'State Bank of India' });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bank_details.create'), eq(auditLogs.actorId, user.userId)));
    expect(audit?.after).toMatchObject({ acc_no: '123456789012' });
  });

  it('once saved, change only with the current password; a wrong one counts as a failed sign-in', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user);
    const noPassword = await upsert(user, { ...BANK_DETAILS, acc_no: '999999999999' });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.current_password).toEqual([
      'Enter your current password to change saved bank details',
    ]);
    const wrong = await upsert(user, {
      ...BANK_DETAILS,
      acc_no: '999999999999',
      current_password: 'Wrong@123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Current password is incorrect']);
    const counted = await t.db
      .select()
      .from(throttleHits)
      .where(like(throttleHits.key, `login:user:${user.username.toLowerCase()}`));
    expect(counted).toHaveLength(1);
    expect((await own(user)).acc_no).toBe(ownAccountNumber(user.userId));

    const changed = await upsert(user, {
      ...BANK_DETAILS,
      acc_no: '999999999999',
      current_password: 'Secret@123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await own(user)).acc_no).toBe('999999999999');
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bank_details.change'), eq(auditLogs.actorId, user.userId)));
    expect(audit).toMatchObject({
      before: { acc_no: ownAccountNumber(user.userId) },
      after: { acc_no: '999999999999' },
    });
    expect(await t.db.$count(userBankDetails, eq(userBankDetails.userId, user.userId))).toBe(1);
  });

  it('name each wrong field', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const response = await upsert(user, {
      account_holder: ' ',
      acc_no: '12345678',
      ifsc_code: 'SBIN1234567',
      bank_name: '',
      branch_name: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      account_holder: ['Account holder name is required'],
      acc_no: ['Account number must be 9 to 18 digits'],
      ifsc_code: ['Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)'],
      bank_name: ['Bank name is required'],
    });
    const letters = await upsert(user, { ...BANK_DETAILS, acc_no: '12345678901A' });
    expect(letters.json().errors.acc_no).toEqual(['Account number must be 9 to 18 digits']);
    expect(await own(user)).toBeNull();
  });

  it("are a user's own: each sees only theirs, and admins have none of these routes", async () => {
    const first = await registerAndLogin(t.app, root.promoterCode);
    const second = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, first, { acc_no: '111111111111' });
    expect(await own(second)).toBeNull();
    await saveBankDetails(t.app, second, { acc_no: '222222222222' });
    expect((await own(first)).acc_no).toBe('111111111111');
    expect((await t.request(admin, { url: '/api/v1/user-bank-detail' })).statusCode).toBe(403);
    expect((await upsert(admin, BANK_DETAILS)).statusCode).toBe(403);
  });
});

describe('admin unlock of saved bank details', () => {
  const unlock = (session: Session, userId: number) =>
    t.request(session, {
      method: 'POST',
      url: '/api/v1/user-bank-detail/unlock',
      payload: { user_id: userId },
    });
  const lockOf = (session: Session, userId: number) =>
    t.request(session, { url: '/api/v1/user-bank-detail/lock', query: { user_id: String(userId) } });
  const unlockAudits = (userId: number) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bank_details.unlock'), eq(auditLogs.entity, 'user_bank_details')))
      .then((rows) => rows.filter((row) => (row.after as { user_id?: number }).user_id === userId));

  it('lets the next save go without the password, once; that save locks them again', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user);
    expect((await lockOf(admin, user.userId)).json()).toEqual({
      user_id: user.userId,
      saved: true,
      locked: true,
    });
    expect((await own(user)).locked).toBe(true);
    expect((await upsert(user, { ...BANK_DETAILS, acc_no: '555555555555' })).statusCode).toBe(422);

    const unlocked = await unlock(admin, user.userId);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({ user_id: user.userId, saved: true, locked: false });
    expect((await lockOf(root, user.userId)).json()).toMatchObject({ saved: true, locked: false });
    expect((await own(user)).locked).toBe(false);
    const [audit] = await unlockAudits(user.userId);
    expect(audit).toMatchObject({
      actorId: admin.userId,
      before: { user_id: user.userId, locked: true },
      after: { user_id: user.userId, locked: false },
    });

    const changed = await upsert(user, { ...BANK_DETAILS, acc_no: '555555555555' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ acc_no: '555555555555', locked: true });
    const [row] = await t.db.select().from(userBankDetails).where(eq(userBankDetails.userId, user.userId));
    expect(row).toMatchObject({ accNo: '555555555555', unlockedAt: null });
    const [change] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bank_details.change'), eq(auditLogs.actorId, user.userId)));
    expect(change).toMatchObject({
      before: { acc_no: ownAccountNumber(user.userId), locked: false },
      after: { acc_no: '555555555555', locked: true },
    });

    const again = await upsert(user, { ...BANK_DETAILS, acc_no: '666666666666' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.current_password).toEqual([
      'Enter your current password to change saved bank details',
    ]);
    expect((await own(user)).acc_no).toBe('555555555555');
    expect((await lockOf(admin, user.userId)).json()).toMatchObject({ locked: true });
  });

  it('needs saved details: a user without them is a 404 and nothing is written', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await lockOf(admin, user.userId)).json()).toEqual({
      user_id: user.userId,
      saved: false,
      locked: false,
    });
    const refused = await unlock(admin, user.userId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This user has no saved bank details to unlock');
    expect(await unlockAudits(user.userId)).toEqual([]);
    expect(await t.db.$count(userBankDetails, eq(userBankDetails.userId, user.userId))).toBe(0);
    expect((await unlock(admin, 0)).statusCode).toBe(422);
  });

  it('is for admins: users get 403 and nothing is unlocked', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user);
    expect((await unlock(user, user.userId)).statusCode).toBe(403);
    expect((await lockOf(user, user.userId)).statusCode).toBe(403);
    expect((await own(user)).locked).toBe(true);
    expect(await unlockAudits(user.userId)).toEqual([]);
  });
});

describe('admin payment details (admin-bank-details)', () => {
  const payment = { ...BANK_DETAILS, account_holder: 'Promoter Portal', whatsapp_number: '9876543210' };

  it('are null until an admin saves them; saved and changed by any admin, audited', async () => {
    expect((await t.request(admin, { url: '/api/v1/admin-bank-details' })).json()).toBeNull();
    const saved = await t.request(admin, {
      method: 'POST',
      url: '/api/v1/admin-bank-details/upsert',
      payload: payment,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await t.request(root, {
      method: 'POST',
      url: '/api/v1/admin-bank-details/upsert',
      payload: { ...payment, whatsapp_number: '9123456789' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request(admin, { url: '/api/v1/admin-bank-details' })).json()).toMatchObject({
      account_holder: 'Promoter Portal',
      whatsapp_number: '9123456789',
    });
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'payment_details.save'));
    expect(audits.map((row) => row.actorId)).toEqual([admin.userId, root.userId]);
    expect(audits[1]).toMatchObject({
      before: { whatsapp_number: '9876543210' },
      after: { whatsapp_number: '9123456789' },
    });
  });

  it('name the wrong WhatsApp number, and are not for users', async () => {
    const bad = await t.request(admin, {
      method: 'POST',
      url: '/api/v1/admin-bank-details/upsert',
      payload: { ...payment, whatsapp_number: '12345' },
    });
    expect(bad.json().errors.whatsapp_number).toEqual(['Enter a valid 10-digit WhatsApp number']);
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await t.request(user, { url: '/api/v1/admin-bank-details' })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLogs, programmeSettings } from '../../db/schema.js';
import { asSession, createAdmin, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The PIN fee (docs/product/pins-and-levels.md, The fee): a versioned setting the user is told. */

let t: TestApp;
let root: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  admin = await createAdmin(t.app, root);
});
afterAll(() => t.close());

const get = (session: Session, url: string) => t.app.inject(asSession(session, { url: `/api/v1/${url}` }));
const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
const putSettings = (session: Session, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'PUT', url: '/api/v1/programme-settings', payload }));

const FEES = [0, 1, 2, 3, 4].map((level) => ({ level, fee: [150, 300, 1200.5, 1800, 3000][level]! }));

describe('PIN fees', () => {
  it('a user reads each level’s default fee; admins see them in Promotion Settings', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const fees = await get(user, 'pin-fees');
    expect(fees.statusCode).toBe(200);
    expect(fees.json()).toEqual({
      fees: [
        { level: 0, fee: 100 },
        { level: 1, fee: 250 },
        { level: 2, fee: 1000 },
        { level: 3, fee: 1500 },
        { level: 4, fee: 2500 },
      ],
    });
    expect((await get(admin, 'programme-settings')).json().pin_fees).toEqual(fees.json().fees);
  });

  it('the super admin sets them as a new audited version; wrong values are refused on their field', async () => {
    const before = await t.db.select({ id: programmeSettings.id }).from(programmeSettings);
    expect((await putSettings(admin, { pin_fees: FEES })).statusCode).toBe(403);

    const duplicate = await putSettings(root, { pin_fees: FEES.map((row) => ({ ...row, level: 1 })) });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.pin_fees).toEqual(['Give each level once']);
    const zero = await putSettings(root, { pin_fees: FEES.map((row) => ({ ...row, fee: 0 })) });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors['pin_fees.0.fee']).toEqual(['Amount must be greater than 0']);
    const short = await putSettings(root, { pin_fees: FEES.slice(1) });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.pin_fees).toEqual(['Give the fee of all five levels, 0 to 4']);
    expect(await t.db.select({ id: programmeSettings.id }).from(programmeSettings)).toHaveLength(
      before.length,
    );

    const saved = await putSettings(root, { pin_fees: FEES });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pin_fees).toEqual(FEES);
    const [latest] = await t.db
      .select({ id: programmeSettings.id, values: programmeSettings.values })
      .from(programmeSettings)
      .orderBy(desc(programmeSettings.id))
      .limit(1);
    expect((latest!.values as { pin_fee_paise: unknown }).pin_fee_paise).toEqual({
      0: 150_00,
      1: 300_00,
      2: 1200_50,
      3: 1800_00,
      4: 3000_00,
    });
    const [audit] = await t.db
      .select({ after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'settings.save'), eq(auditLogs.entityId, String(latest!.id))));
    expect((audit!.after as { pin_fee_paise: unknown }).pin_fee_paise).toEqual(
      (latest!.values as { pin_fee_paise: unknown }).pin_fee_paise,
    );
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await get(user, 'pin-fees')).json().fees).toEqual(FEES);
  });

  it('the raised terms state the level’s fee in rupees', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const requested = await post(user, 'user-promoters', { level: 2 });
    expect(requested.statusCode, requested.body).toBe(201);
    const { id } = requested.json();
    expect(requested.json()).toMatchObject({ terms: null, fee: 1200.5 });
    expect((await post(admin, 'term-raised', { id })).statusCode).toBe(200);
    const own = (await get(user, 'user-promoters/list')).json().data[0];
    expect(own.fee).toBe(1200.5);
    expect(own.terms).toContain(
      "To become Promoter Level 2, pay the level's fee of ₹1,200.50 to the account",
    );
    // The admins' list does not carry the fee (their screen has Promotion Settings).
    const adminRow = (await get(admin, `user-promoters?search=${user.username}`)).json().data[0];
    expect(adminRow).not.toHaveProperty('fee');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REGISTER_MESSAGES as M } from '@portal/shared';
import { auditLogs, users } from '../../db/schema.js';
import {
  asSession,
  createAdmin,
  loginRoot,
  registerAndLogin,
  registration,
  type Session,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: Session;
let admin: Session;

const ADMIN_PASSWORD = 'Quartz-Lantern-82';

const update = (session: Session, payload: object) =>
  t.app.inject(asSession(session, { method: 'PUT', url: '/api/v1/update-personal-details', payload }));

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.entityId, String(id)));

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  admin = await createAdmin(t.app, root, { password: ADMIN_PASSWORD });
});
afterAll(() => t.close());

describe('PUT /update-personal-details by an admin account (roles 0 and 1)', () => {
  it('saves names and mobile without the user-only fields, and audits nothing', async () => {
    const response = await update(admin, { first_name: 'Meera', last_name: 'Office', mobile: '9000000012' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.userId, first_name: 'Meera', mobile: '9000000012' });
    expect(await userRow(admin.userId)).toMatchObject({
      firstName: 'Meera',
      lastName: 'Office',
      mobile: '9000000012',
      dob: null,
      state: null,
    });
    expect(await auditsOf(admin.userId)).toHaveLength(1); // only 'admin.create'
  });

  it('takes the super admin profile the same way', async () => {
    const response = await update(root, { first_name: 'Root', last_name: 'Keeper', mobile: '9000000013' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(root.userId)).toMatchObject({ firstName: 'Root', lastName: 'Keeper', dob: null });
  });

  it('stores only the admin fields when user fields come along', async () => {
    const response = await update(admin, {
      ...registration(root.promoterCode, { first_name: 'Extra', mobile: '9000000014' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(admin.userId)).toMatchObject({ firstName: 'Extra', dob: null, district: null });
  });

  it('answers 422 naming each wrong field, and changes nothing', async () => {
    const response = await update(admin, { first_name: ' ', last_name: 'Office', mobile: '12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ first_name: [M.first_name], mobile: [M.mobileInvalid] });
    expect((await userRow(admin.userId)).firstName).toBe('Extra');
  });
});

describe('PUT /update-personal-details by a user (role 2)', () => {
  it('requires the registration details, naming every missing field', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const response = await update(user, { first_name: 'Only', last_name: 'Names', mobile: '9000000015' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['city', 'district', 'dob', 'language', 'nationality', 'pin_code', 'state'].sort(),
    );
    expect(response.json().errors.dob).toEqual([M.dob]);
    expect((await userRow(user.userId)).firstName).toBe('Asha');
  });

  it('saves the full details of the caller only, without an audit row', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const details = registration(root.promoterCode, {
      first_name: 'Kavya',
      state: 'Goa',
      district: 'North Goa',
    });
    const response = await update(user, details);
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(user.userId)).toMatchObject({
      firstName: 'Kavya',
      state: 'Goa',
      district: 'North Goa',
      mobile: details.mobile,
    });
    expect(await auditsOf(user.userId)).toEqual([]);
  });
});

describe('PUT /all-referrals/:id: the same change made by an admin', () => {
  it('is audited with the admin as actor, before and after', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const details = registration(root.promoterCode, { first_name: 'Edited' });
    const response = await t.app.inject(
      asSession(admin, { method: 'PUT', url: `/api/v1/all-referrals/${user.userId}`, payload: details }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [audit, ...more] = await auditsOf(user.userId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorId: admin.userId, action: 'user.update', entity: 'users' });
    expect(audit!.before).toMatchObject({ firstName: 'Asha' });
    expect(audit!.after).toMatchObject({ firstName: 'Edited', mobile: details.mobile });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditLogs, users } from '../../db/schema.js';
import {
  asSession,
  createAdmin,
  login,
  loginRoot,
  registerAndLogin,
  registration,
  type Session,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: Session;
let admin: Session;
const created: { id: number; username: string }[] = [];

const list = (session: Session, query: Record<string, string> = {}) =>
  t.app.inject(asSession(session, { url: '/api/v1/all-referrals', query }));

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  admin = await createAdmin(t.app, root, { username: 'office_admin' });
  // 12 users: levels spread, two named for search, created on known India-time days.
  for (let i = 0; i < 12; i++) {
    const payload = registration(root.promoterCode, {
      first_name: i === 3 ? 'Lakshmi' : 'Ravi',
      last_name: i === 4 ? 'Lakshmipathy' : 'Shankar',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, payload.username));
    created.push({ id: row!.id, username: payload.username });
  }
  const ids = created.map((c) => c.id);
  for (const [index, id] of ids.entries()) {
    await t.db
      .update(users)
      .set({
        currentPromoterLevel: index < 4 ? null : ((index % 5) as 0 | 1 | 2 | 3 | 4),
        // 2026-03-10 00:10 IST and 23:50 IST alternately: both inside that India-time day.
        createdAt: new Date(index % 2 === 0 ? '2026-03-09T18:40:00Z' : '2026-03-10T18:20:00Z'),
      })
      .where(eq(users.id, id));
  }
  await t.db
    .update(users)
    .set({ createdAt: new Date('2026-03-10T18:31:00Z') })
    .where(eq(users.id, ids[11]!));
});
afterAll(() => t.close());

describe('GET /all-referrals', () => {
  it('pages users only, newest first, with pageInfo', async () => {
    const response = await list(root);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pageInfo).toEqual({
      total_records: 12,
      page_number: 1,
      page_size: 10,
      total_pages: 2,
      total_capped: false,
    });
    expect(body.data).toHaveLength(10);
    expect(body.data.every((row: { role: number }) => row.role === 2)).toBe(true);
    expect(body.data[0]).toMatchObject({ sponsor_username: 'root', direct_referrals: 0 });
    expect(body.data[0]).not.toHaveProperty('password_hash');
    const second = (await list(root, { page_number: '2' })).json();
    expect(second.data).toHaveLength(2);
  });

  it('sorts by join date both ways', async () => {
    const asc = (await list(root, { sortBy: 'created_at', sortDir: 'asc', page_size: '100' })).json().data;
    const desc = (await list(root, { sortBy: 'created_at', sortDir: 'desc', page_size: '100' })).json().data;
    const ascTimes = asc.map((r: { created_at: string }) => r.created_at);
    expect([...ascTimes].sort()).toEqual(ascTimes);
    expect(desc[0].id).toBe(created[11]!.id);
  });

  it('searches username, names and mobile', async () => {
    const byName = (await list(root, { search: 'lakshmi' })).json();
    expect(byName.pageInfo.total_records).toBe(2);
    const byUsername = (await list(root, { search: created[5]!.username })).json();
    expect(byUsername.data.map((r: { id: number }) => r.id)).toEqual([created[5]!.id]);
    const [row] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, created[6]!.id));
    const byMobile = (await list(root, { search: row!.mobile! })).json();
    expect(byMobile.data.map((r: { id: number }) => r.id)).toEqual([created[6]!.id]);
    const wildcard = (await list(root, { search: '%' })).json();
    expect(wildcard.pageInfo.total_records).toBe(0);
  });

  it('filters by promoter level and trainee', async () => {
    const trainees = (
      await list(root, { search_param: JSON.stringify({ current_promoter_level: 'trainee' }) })
    ).json();
    expect(trainees.pageInfo.total_records).toBe(4);
    const level0 = (
      await list(root, { search_param: JSON.stringify({ current_promoter_level: '0' }) })
    ).json();
    expect(level0.data.every((r: { current_promoter_level: number }) => r.current_promoter_level === 0)).toBe(
      true,
    );
    expect(level0.pageInfo.total_records).toBe(2);
  });

  it('filters whole India-time days, inclusive', async () => {
    const sameDay = (
      await list(root, { search_param: JSON.stringify({ fromdate: '2026-03-10', todate: '2026-03-10' }) })
    ).json();
    expect(sameDay.pageInfo.total_records).toBe(11);
    const nextDay = (await list(root, { search_param: JSON.stringify({ fromdate: '2026-03-11' }) })).json();
    expect(nextDay.data.map((r: { id: number }) => r.id)).toEqual([created[11]!.id]);
    const before = (await list(root, { search_param: JSON.stringify({ todate: '2026-03-09' }) })).json();
    expect(before.pageInfo.total_records).toBe(0);
  });

  it('answers 422 for unknown filter or sort keys and bad values', async () => {
    const unknownFilter = await list(root, { search_param: JSON.stringify({ password_hash: 'x' }) });
    expect(unknownFilter.statusCode).toBe(422);
    expect(Object.keys(unknownFilter.json().errors)).toEqual(['search_param.password_hash']);
    const unknownSort = await list(root, { sortBy: 'password_hash' });
    expect(unknownSort.statusCode).toBe(422);
    expect(unknownSort.json().errors).toHaveProperty('sortBy');
    expect((await list(root, { page_size: '101' })).statusCode).toBe(422);
    expect((await list(root, { search_param: 'not json' })).statusCode).toBe(422);
    const backwards = await list(root, {
      search_param: JSON.stringify({ fromdate: '2026-03-11', todate: '2026-03-10' }),
    });
    expect(backwards.json().errors).toHaveProperty(['search_param.todate']);
  });

  it('lists admins only for a super admin', async () => {
    const admins = (await list(root, { search_param: JSON.stringify({ account_type: 'admins' }) })).json();
    expect(admins.data.map((r: { username: string }) => r.username).sort()).toEqual(['office_admin', 'root']);
    const refused = await list(admin, { search_param: JSON.stringify({ account_type: 'admins' }) });
    expect(refused.statusCode).toBe(403);
  });

  it('is refused to users', async () => {
    const user = await login(t.app, created[0]!.username, 'Secret@123');
    expect((await list(user)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/all-referrals' })).statusCode).toBe(401);
  });
});

describe('managing one user', () => {
  it('shows and edits a user, with an audit row', async () => {
    const id = created[1]!.id;
    const shown = await t.app.inject(asSession(admin, { url: `/api/v1/all-referrals/${id}` }));
    expect(shown.json()).toMatchObject({ id, username: created[1]!.username });
    const edit = registration(root.promoterCode, {
      first_name: 'Edited',
      state: 'Goa',
      district: 'North Goa',
    });
    const updated = await t.app.inject(
      asSession(admin, { method: 'PUT', url: `/api/v1/all-referrals/${id}`, payload: edit }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ first_name: 'Edited', state: 'Goa', district: 'North Goa' });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(id)));
    expect(audits.map((a) => a.action)).toContain('user.update');
    expect(audits[0]!.actorId).toBe(admin.userId);
  });

  it('refuses invalid edits with field errors', async () => {
    const response = await t.app.inject(
      asSession(admin, {
        method: 'PUT',
        url: `/api/v1/all-referrals/${created[1]!.id}`,
        payload: { ...registration(root.promoterCode), pin_code: '000000' },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pin_code).toEqual(['Enter a valid 6-digit Pin Code']);
  });

  it('deactivation ends the user sessions at once; activation lets them back', async () => {
    const target = created[2]!;
    const session = await login(t.app, target.username, 'Secret@123');
    const off = await t.app.inject(
      asSession(admin, {
        method: 'PATCH',
        url: `/api/v1/all-referrals/${target.id}/status`,
        payload: { is_active: false },
      }),
    );
    expect(off.json().is_active).toBe(false);
    const after = await t.app.inject({
      url: '/api/v1/auth-user',
      cookies: { 'session-token': session.cookie },
    });
    expect(after.statusCode).toBe(401);
    const on = await t.app.inject(
      asSession(admin, {
        method: 'PATCH',
        url: `/api/v1/all-referrals/${target.id}/status`,
        payload: { is_active: true },
      }),
    );
    expect(on.json().is_active).toBe(true);
    await login(t.app, target.username, 'Secret@123');
  });

  it('an admin cannot see or disable admin accounts; a super admin can', async () => {
    const [officeAdmin] = await t.db.select().from(users).where(eq(users.username, 'office_admin'));
    const [rootRow] = await t.db.select().from(users).where(eq(users.username, 'root'));
    const byAdmin = await t.app.inject(asSession(admin, { url: `/api/v1/all-referrals/${rootRow!.id}` }));
    expect(byAdmin.statusCode).toBe(404);
    const self = await t.app.inject(
      asSession(root, {
        method: 'PATCH',
        url: `/api/v1/all-referrals/${rootRow!.id}/status`,
        payload: { is_active: false },
      }),
    );
    expect(self.statusCode).toBe(403);
    const disabled = await t.app.inject(
      asSession(root, {
        method: 'PATCH',
        url: `/api/v1/all-referrals/${officeAdmin!.id}/status`,
        payload: { is_active: false },
      }),
    );
    expect(disabled.statusCode).toBe(200);
    const adminAfter = await t.app.inject({
      url: '/api/v1/auth-user',
      cookies: { 'session-token': admin.cookie },
    });
    expect(adminAfter.statusCode).toBe(401);
    await t.db
      .update(users)
      .set({ isActive: true })
      .where(inArray(users.id, [officeAdmin!.id]));
    admin = await login(t.app, 'office_admin', 'AdminPass1');
  });

  it('only a super admin creates admins, with unique username and mobile', async () => {
    const payload = {
      first_name: 'Second',
      last_name: 'Admin',
      mobile: '9000000002',
      username: 'second_admin',
      password: 'AdminPass1',
      password_confirmation: 'AdminPass1',
    };
    const byAdmin = await t.app.inject(asSession(admin, { method: 'POST', url: '/api/v1/admins', payload }));
    expect(byAdmin.statusCode).toBe(403);
    const duplicate = await t.app.inject(
      asSession(root, {
        method: 'POST',
        url: '/api/v1/admins',
        payload: { ...payload, username: 'OFFICE_ADMIN' },
      }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.username).toEqual(['This username is already taken']);
    const ok = await t.app.inject(asSession(root, { method: 'POST', url: '/api/v1/admins', payload }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ role: 0, username: 'second_admin' });
    const adminLogin = await login(t.app, 'second_admin', 'AdminPass1');
    expect((await t.app.inject(asSession(adminLogin, { url: '/api/v1/admin-dashboard' }))).statusCode).toBe(
      200,
    );
  });
});

describe('dashboards', () => {
  it('admin dashboard counts users and shows the root promoter code', async () => {
    const dashboard = async () =>
      (await t.app.inject(asSession(admin, { url: '/api/v1/admin-dashboard' }))).json();
    const before = await dashboard();
    // The users made in beforeAll are back-dated to March, so today's count is this one alone.
    const newcomer = await registerAndLogin(t.app, root.promoterCode);
    const body = await dashboard();
    const total = (await list(root)).json().pageInfo.total_records;
    expect(body.users.total).toBe(total);
    expect(body.users.total).toBe(before.users.total + 1);
    expect(body.users.new_today).toBe(before.users.new_today + 1);
    expect(body.users.new_this_month).toBe(before.users.new_this_month + 1);
    expect(body.root_promoter_code).toBe(root.promoterCode);
    expect(body.recent_signups[0].username).toBe(newcomer.username);
  });

  it('user dashboard shows own level, referrals and code', async () => {
    const sponsor = await registerAndLogin(t.app, root.promoterCode);
    const child = await registerAndLogin(t.app, sponsor.promoterCode);
    await registerAndLogin(t.app, sponsor.promoterCode);
    await t.db.update(users).set({ currentPromoterLevel: 1 }).where(eq(users.id, child.userId));
    const body = (await t.app.inject(asSession(sponsor, { url: '/api/v1/user-dashboard' }))).json();
    expect(body).toMatchObject({
      current_promoter_level: null,
      direct_referrals: 2,
      active_referrals: 1,
      promoter_code: sponsor.promoterCode,
      wallets: [1, 2, 3].map((wallet_type) => ({
        wallet_type,
        name: ['Cash Wallet', 'Scratch Wallet', 'Grow Wallet'][wallet_type - 1],
        balance: 0,
        held: 0,
        available: 0,
      })),
      total_earned: 0,
      scratch_cards_waiting: 0,
      pin_request: null,
      referrals_by_level: { trainee: 1, 1: 1 },
      earning: { level: null, per_video: 0, daily: 0 },
    });
  });
});

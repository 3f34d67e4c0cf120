import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { indiaDate, Role } from '@portal/shared';
import { rowsOf } from '../../db/client.js';
import { referralDownlines, users } from '../../db/schema.js';
import { asSession, createAdmin, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: Session;
let admin: Session;
/** top → a, b; a → a1, a2; a1 → a11; b → (none). */
const tree = {} as Record<'top' | 'a' | 'b' | 'a1' | 'a2' | 'a11', Session & { username: string }>;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  admin = await createAdmin(t.app, root);
  tree.top = await registerAndLogin(t.app, root.promoterCode);
  tree.a = await registerAndLogin(t.app, tree.top.promoterCode, { first_name: 'Anbu' });
  tree.b = await registerAndLogin(t.app, tree.top.promoterCode, { first_name: 'Bala' });
  tree.a1 = await registerAndLogin(t.app, tree.a.promoterCode);
  tree.a2 = await registerAndLogin(t.app, tree.a.promoterCode);
  tree.a11 = await registerAndLogin(t.app, tree.a1.promoterCode);
  await t.db.update(users).set({ currentPromoterLevel: 2 }).where(eq(users.id, tree.a.userId));
  await t.db
    .update(users)
    .set({ currentPromoterLevel: 1, isActive: false })
    .where(eq(users.id, tree.b.userId));
});
afterAll(() => t.close());

const get = (session: Session, url: string, query: Record<string, string> = {}) =>
  t.app.inject(asSession(session, { url: `/api/v1/${url}`, query }));

describe('GET referrals (My Promoters)', () => {
  it('lists only the caller’s direct referrals, without contact details, with the shared filters', async () => {
    const body = (await get(tree.top, 'referrals')).json();
    expect(body.data.map((row: { username: string }) => row.username).sort()).toEqual(
      [tree.a.username, tree.b.username].sort(),
    );
    expect(body.data[0]).not.toHaveProperty('mobile');
    expect(body.data[0]).not.toHaveProperty('dob');
    const a = body.data.find((row: { username: string }) => row.username === tree.a.username);
    expect(a).toMatchObject({
      first_name: 'Anbu',
      current_promoter_level: 2,
      is_active: true,
      direct_referrals: 2,
    });
    const level2 = (
      await get(tree.top, 'referrals', { search_param: JSON.stringify({ current_promoter_level: '2' }) })
    ).json();
    expect(level2.data.map((row: { username: string }) => row.username)).toEqual([tree.a.username]);
    const inactive = (
      await get(tree.top, 'referrals', { search_param: JSON.stringify({ is_active: 'false' }) })
    ).json();
    expect(inactive.data.map((row: { username: string }) => row.username)).toEqual([tree.b.username]);
    const search = (await get(tree.top, 'referrals', { search: 'Bala' })).json();
    expect(search.pageInfo.total_records).toBe(1);
    // A sponsor finds referrals by name, never by probing a mobile number.
    const [bRow] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, tree.b.userId));
    expect(
      (await get(tree.top, 'referrals', { search: bRow!.mobile!.slice(2) })).json().pageInfo.total_records,
    ).toBe(0);
    expect((await get(tree.a11, 'referrals')).json().pageInfo.total_records).toBe(0);
    expect((await get(admin, 'referrals')).statusCode).toBe(403);
  });
});

describe('GET referral-tree', () => {
  it('opens level by level with the downline of each member', async () => {
    const top = (await get(tree.top, 'referral-tree')).json();
    expect(top.node).toMatchObject({ username: tree.top.username, downline: 5, direct_referrals: 2 });
    expect(top.path).toEqual([]);
    const children = Object.fromEntries(
      top.children.map((child: { username: string; downline: number }) => [child.username, child.downline]),
    );
    expect(children).toEqual({ [tree.a.username]: 3, [tree.b.username]: 0 });

    const a1 = (await get(tree.top, 'referral-tree', { id: String(tree.a1.userId) })).json();
    expect(a1.node).toMatchObject({ username: tree.a1.username, downline: 1 });
    expect(a1.path.map((step: { username: string }) => step.username)).toEqual([
      tree.top.username,
      tree.a.username,
    ]);
    expect(a1.children.map((child: { username: string }) => child.username)).toEqual([tree.a11.username]);
  });

  it('is a 404 outside the caller’s own downline; admins open anyone’s', async () => {
    expect((await get(tree.a, 'referral-tree', { id: String(tree.b.userId) })).statusCode).toBe(404);
    expect((await get(tree.a, 'referral-tree', { id: String(tree.top.userId) })).statusCode).toBe(404);
    expect((await get(tree.a1, 'referral-tree', { id: String(tree.a11.userId) })).statusCode).toBe(200);
    const fromRoot = (await get(admin, 'referral-tree')).json();
    expect(fromRoot.node.id).toBe(root.userId);
    // The root is the super admin: a role and no level, so no screen calls them a Trainee.
    expect(fromRoot.node).toMatchObject({ role: Role.SuperAdmin, current_promoter_level: null });
    expect(fromRoot.children.map((child: { role: number }) => child.role)).toContain(Role.User);
    const b = (await get(admin, 'referral-tree', { id: String(tree.b.userId) })).json();
    expect(b.path.map((step: { id: number }) => step.id)).toEqual([root.userId, tree.top.userId]);
  });

  it('keeps every downline size with each registration, and refuses a sponsor change', async () => {
    // One more member at the bottom grows each of its ancestors by one, up to the root.
    await registerAndLogin(t.app, tree.a11.promoterCode);
    const sizes = await t.db.select().from(referralDownlines);
    const counted = rowsOf<{ id: number; members: number }>(
      await t.db.execute(sql`
      with recursive up(member, ancestor) as (
        select id, sponsor_id from users where sponsor_id is not null
        union all
        select up.member, s.sponsor_id from up join users s on s.id = up.ancestor where s.sponsor_id is not null
      )
      select ancestor::int as id, count(*)::int as members from up group by ancestor`),
    );
    const expected = new Map(counted.map((row) => [Number(row.id), Number(row.members)]));
    expect(sizes.length).toBe(await t.db.$count(users));
    for (const size of sizes)
      expect(size.members, `user ${size.userId}`).toBe(expected.get(size.userId) ?? 0);
    const top = (await get(tree.top, 'referral-tree')).json();
    expect(top.node.downline).toBe(6);

    await expect(
      t.db.update(users).set({ sponsorId: tree.b.userId }).where(eq(users.id, tree.a11.userId)),
    ).rejects.toThrow();
    const [a11] = await t.db.select().from(users).where(eq(users.id, tree.a11.userId));
    expect(a11!.sponsorId).toBe(tree.a1.userId);
  });
});

describe('earning power', () => {
  it('per video and per day, now and at most, with the bonuses of active referrals, capped', async () => {
    // top becomes level 3 with one active level-2 referral (a) and one inactive level-1 (b).
    await t.db.update(users).set({ currentPromoterLevel: 3 }).where(eq(users.id, tree.top.userId));
    const power = (await get(admin, `all-referrals/${tree.top.userId}/earning`)).json();
    expect(power).toEqual({
      level: 3,
      per_video: 87.5,
      per_video_base: 62.5,
      per_video_bonuses: [{ level: 2, referrals: 1, amount: 25 }],
      per_video_max: 182.5,
      daily: 350,
      daily_max: 730,
      videos_per_day: 4,
    });
    expect((await get(tree.top, `all-referrals/${tree.top.userId}/earning`)).statusCode).toBe(403);
    const dashboard = (await get(tree.top, 'user-dashboard')).json();
    expect(dashboard.earning).toEqual(power);
    expect(dashboard.referrals_by_level).toEqual({ 1: 1, 2: 1 });
    expect((await get(admin, `all-referrals/${tree.a11.userId}/earning`)).json()).toMatchObject({
      level: null,
      per_video: 0,
    });
  });
});

describe('admin dashboard', () => {
  it('has PIN requests per status and 30 India days of sign-ups and activations', async () => {
    const body = (await get(admin, 'admin-dashboard')).json();
    expect(body.pin_requests).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0 });
    expect(body.daily).toHaveLength(30);
    const today = indiaDate();
    expect(body.daily.at(-1)).toMatchObject({ date: today, activations: 0 });
    expect(body.daily.at(-1).signups).toBeGreaterThanOrEqual(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REGISTER_MESSAGES as M, usernameSkeleton } from '@portal/shared';
import { users } from '../../db/schema.js';
import { asSession, loginRoot, registration, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Look-alike usernames (docs/product/accounts.md, Registration; docs/decisions/093-look-alike-usernames.md). */
let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

const register = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: registration(root.promoterCode, { username }),
  });

let mobile = 9_100_000_000 + (process.pid % 1000) * 1000;
const createAdmin = (username: string) =>
  t.app.inject(
    asSession(root, {
      method: 'POST',
      url: '/api/v1/admins',
      payload: {
        first_name: 'Office',
        last_name: 'Admin',
        mobile: String((mobile += 1)),
        username,
        password: 'Kaveri#Trail42',
        password_confirmation: 'Kaveri#Trail42',
      },
    }),
  );

const userCount = async () => t.db.$count(users);
const withSkeleton = async (username: string) =>
  t.db.$count(users, sql`${users.usernameSkeleton} = ${usernameSkeleton(username)}`);

describe('registration', () => {
  it('refuses demo_priya12. beside demo_priya12, and every look-alike, naming username', async () => {
    expect((await register('demo_priya12')).statusCode).toBe(201);
    const before = await userCount();

    const trailing = await register('demo_priya12.');
    expect(trailing.statusCode).toBe(422);
    expect(trailing.json().errors.username).toEqual([M.usernameDots]);

    for (const lookalike of [
      'Demo.Priya12',
      'demopriya12',
      'demo_prlya12',
      'demo_priyaI2',
      'DEMO_PRIYAL2',
      'demo__priya_12',
    ]) {
      const response = await register(lookalike);
      expect(response.statusCode, lookalike).toBe(422);
      expect(response.json().errors.username, lookalike).toEqual([M.usernameTooSimilar]);
    }
    const sameName = await register('DEMO_PRIYA12');
    expect(sameName.json().errors.username).toEqual([M.usernameTaken]);

    expect(await userCount()).toBe(before);
    expect(await withSkeleton('demo_priya12')).toBe(1);
    expect((await register('demo_priya13')).statusCode).toBe(201);
  });

  it('stores the skeleton the database computes exactly as usernameSkeleton does', async () => {
    for (const username of ['Kiran.O1_x', 'IL1_oO0.z', 'meena_R8']) {
      expect((await register(username)).statusCode).toBe(201);
      const [row] = await t.db
        .select({ skeleton: users.usernameSkeleton })
        .from(users)
        .where(sql`${users.username} = ${username}`);
      expect(row!.skeleton).toBe(usernameSkeleton(username));
    }
  });
});

describe('admin creation', () => {
  it('refuses a look-alike of a user or of root, creating nobody', async () => {
    expect((await register('ravi_kumar0')).statusCode).toBe(201);
    const before = await userCount();
    for (const lookalike of ['Ravi.KumarO', 'ravikumar0', 'r00t', 'RO0T']) {
      const response = await createAdmin(lookalike);
      expect(response.statusCode, lookalike).toBe(422);
      expect(response.json().errors.username, lookalike).toEqual([M.usernameTooSimilar]);
    }
    expect(await userCount()).toBe(before);
    expect((await createAdmin('ravi_kumar9')).statusCode).toBe(201);
  });
});

describe('accounts named before the rule', () => {
  it('keep their names and sign in, and no new look-alike of them can be made', async () => {
    // As migration 0019 leaves a live database's existing look-alikes: the later one marked.
    expect((await register('old_name1')).statusCode).toBe(201);
    await t.db.execute(
      sql`insert into users (username, password_hash, first_name, last_name, promoter_code, lookalike_before_rule)
          select 'old_name1.', password_hash, 'Old', 'Name', 'OLDNAME2', true from users where username = 'old_name1'`,
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'old_name1.', password: 'Secret@123' },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await register('old_namel')).json().errors.username).toEqual([M.usernameTooSimilar]);
    expect(await withSkeleton('old_name1')).toBe(2);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('parallel look-alikes (PostgreSQL)', () => {
  it('of eight look-alike registrations at once, exactly one account is made', async () => {
    const names = [
      'race_kiran10',
      'race_klran10',
      'race_k1ran1o',
      'RACE_KIRANlO',
      'race.kiran10',
      'racekiran10',
      'race_kiranIO',
      'race__kiran_10',
    ];
    const responses = await Promise.all(names.map((name) => register(name)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(422);
      expect([[M.usernameTooSimilar], [M.usernameTaken]]).toContainEqual(response.json().errors.username);
    }
    expect(await withSkeleton('race_kiran10')).toBe(1);
  });

  it('a registration and an admin creation of look-alikes at once make one account', async () => {
    const [registered, created] = await Promise.all([register('race_anil01'), createAdmin('race_aniIOl')]);
    expect([registered.statusCode, created.statusCode].sort()).toEqual([201, 422]);
    expect(await withSkeleton('race_anil01')).toBe(1);
  });
});

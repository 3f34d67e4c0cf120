import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { indiaDate } from '@portal/shared';
import { users } from '../../db/schema.js';
import { adjustWallet, asSession, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { publicEarningsCache } from './disclosure.service.js';

const t = useTestApp();
const { root } = t;
const DAY_MS = 86_400_000;

/** Promoters registered now, then made members of `days` ago at `level` (a fact of the set-up). */
async function promoters(count: number, { level, daysAgo }: { level: number | null; daysAgo: number }) {
  const made: Session[] = [];
  for (let i = 0; i < count; i++) made.push(await registerAndLogin(t.app, root.promoterCode));
  const ids = made.map((p) => p.userId);
  await t.db
    .update(users)
    .set({ currentPromoterLevel: level, createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(inArray(users.id, ids));
  return made;
}

const credit = async (userId: number, amount: number, wallet_type = 1) => {
  const response = await adjustWallet(t.app, root, { user_id: userId, wallet_type, amount });
  expect(response.statusCode, response.body).toBe(201);
};

let level2: Session[];
let level4: Session[];
let programmeAccount: Session;
let newcomer: Session;

beforeAll(async () => {
  // Level 2: six members of 100 days, one of them deactivated since.
  level2 = await promoters(6, { level: 2, daysAgo: 100 });
  // Level 4: two members only, too few to show amounts.
  level4 = await promoters(2, { level: 4, daysAgo: 100 });
  // Joined inside the window: not counted.
  newcomer = (await promoters(1, { level: 2, daysAgo: 10 }))[0]!;
  // A member at level 2 whose account gets a copy of every scratch card: the programme's own.
  programmeAccount = (await promoters(1, { level: 2, daysAgo: 100 }))[0]!;
  const saved = await t.app.inject(
    asSession(root, {
      method: 'PUT',
      url: '/api/v1/programme-settings',
      payload: { additional_scratch_referrals: [programmeAccount.promoterCode] },
    }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const deactivated = await t.app.inject(
    asSession(root, {
      method: 'PATCH',
      url: `/api/v1/all-referrals/${level2[5]!.userId}/status`,
      payload: { is_active: false },
    }),
  );
  expect(deactivated.statusCode, deactivated.body).toBeLessThan(300);

  // Today's credits: ₹900 (and a ₹100 debit, no earning), ₹450 in two wallets, ₹90; the
  // newcomer's and the programme account's ₹10,000 each.
  await credit(level2[0]!.userId, 900);
  await credit(level2[0]!.userId, -100);
  await credit(level2[1]!.userId, 300);
  await credit(level2[1]!.userId, 150, 2);
  await credit(level2[2]!.userId, 90);
  await credit(newcomer.userId, 10_000);
  await credit(programmeAccount.userId, 10_000);
  await credit(level4[0]!.userId, 5_000);
});

describe('GET public-earnings (anyone)', () => {
  it('answers every level of the members before the window, amounts only from five promoters up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public-earnings' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ days: 90, min_promoters: 5, to: indiaDate(new Date(Date.now() - DAY_MS)) });
    expect(body.levels.map((l: { level: number | null }) => l.level)).toEqual([null, 0, 1, 2, 3, 4]);
    // The window ends at the start of today: today's credits are not in it yet.
    expect(body.levels[3]).toEqual({
      level: 2,
      promoters: 6,
      earned_anything_percent: 0,
      median_per_month: 0,
      mean_per_month: 0,
    });
    expect(body.levels[5]).toEqual({
      level: 4,
      promoters: 2,
      earned_anything_percent: null,
      median_per_month: null,
      mean_per_month: null,
    });
  });
});

describe('the earnings counted', () => {
  it('are the credits in the window: the median and mean per 30 days, zeros and the deactivated included', async () => {
    // Tomorrow's window holds today's credits.
    const tomorrow = new Date(Date.now() + DAY_MS);
    const answer = await publicEarningsCache().get(t.db, tomorrow);
    // Level 2: ₹900, ₹450, ₹90 and three zeros (the deactivated one among them); the debit, the
    // newcomer and the programme's account are not counted. Median (0 + 90) / 2 = ₹45, mean ₹240,
    // over 90 days: ₹15 and ₹80 per 30 days.
    expect(answer.levels.find((l) => l.level === 2)).toEqual({
      level: 2,
      promoters: 6,
      earned_anything_percent: 50,
      median_per_month: 15,
      mean_per_month: 80,
    });
    expect(answer.levels.find((l) => l.level === 4)).toMatchObject({ promoters: 2, mean_per_month: null });
  });

  it('is counted once per instance for a while: a later credit shows after the cache', async () => {
    const cache = publicEarningsCache();
    const tomorrow = new Date(Date.now() + DAY_MS);
    const first = await cache.get(t.db, tomorrow);
    await credit(level2[3]!.userId, 1_800);
    expect(await cache.get(t.db, new Date(tomorrow.getTime() + 60_000))).toEqual(first);
    const fresh = await cache.get(t.db, new Date(tomorrow.getTime() + 11 * 60_000));
    expect(fresh.levels.find((l) => l.level === 2)).toMatchObject({
      earned_anything_percent: 66.7,
      median_per_month: 90, // (90 + 450) / 2 = ₹270 over 90 days
      mean_per_month: 180, // ₹3,240 / 6 = ₹540 over 90 days
    });
  });
});

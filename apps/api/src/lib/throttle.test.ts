import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { throttleHits } from '../db/schema.js';
import { useTestApp } from '../test/test-app.js';
import { withTransaction } from '../db/transaction.js';
import { clearKey, forgetAttempts, forgiveSubject, purgeExpiredAttempts, recordAttempt } from './throttle.js';

const t = useTestApp();

const rowsOf = async (key: string) =>
  (await t.db.select().from(throttleHits).where(eq(throttleHits.key, key))).length;

describe('recordAttempt', () => {
  it('records up to the limit, then refuses with the seconds until the window frees a slot', async () => {
    const rule = { key: 'test:limit', limit: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) expect((await recordAttempt(t.db, [rule])).allowed).toBe(true);
    const refused = await recordAttempt(t.db, [rule]);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    expect(await rowsOf('test:limit')).toBe(3);
  });

  it('records nothing when any one key is full', async () => {
    const full = { key: 'test:full', limit: 1, windowSeconds: 600 };
    const roomy = { key: 'test:roomy', limit: 10, windowSeconds: 600 };
    await recordAttempt(t.db, [full]);
    expect((await recordAttempt(t.db, [roomy, full])).allowed).toBe(false);
    expect(await rowsOf('test:roomy')).toBe(0);
  });

  it('forgets attempts that do not count, and clears a key', async () => {
    const rule = { key: 'test:forget', limit: 1, windowSeconds: 600 };
    const first = await recordAttempt(t.db, [rule]);
    if (!first.allowed) throw new Error('first attempt refused');
    await withTransaction(t.db, (tx) => forgetAttempts(tx, first.attemptIds));
    expect((await recordAttempt(t.db, [rule])).allowed).toBe(true);
    await withTransaction(t.db, (tx) => clearKey(tx, 'test:forget'));
    expect(await rowsOf('test:forget')).toBe(0);
  });

  it('counts only the window and drops what has left it', async () => {
    const rule = { key: 'test:window', limit: 2, windowSeconds: 60 };
    await t.db.insert(throttleHits).values([
      { key: rule.key, createdAt: sql`now() - interval '2 minutes'` as unknown as Date },
      { key: rule.key, createdAt: sql`now() - interval '90 seconds'` as unknown as Date },
    ]);
    expect((await recordAttempt(t.db, [rule])).allowed).toBe(true);
    expect(await rowsOf(rule.key)).toBe(1);
  });
});

describe('a backoff rule', () => {
  const backoff = { freeAttempts: 2, firstDelaySeconds: 30, maxDelaySeconds: 60 };
  it('lets the free attempts go, then asks the delay after the latest attempt, and records nothing refused', async () => {
    const rule = { key: 'test:backoff', backoff, windowSeconds: 600 };
    expect((await recordAttempt(t.db, [rule])).allowed).toBe(true);
    expect((await recordAttempt(t.db, [rule])).allowed).toBe(true);
    const refused = await recordAttempt(t.db, [rule]);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(25);
    expect(await rowsOf(rule.key)).toBe(2);
    await t.db
      .update(throttleHits)
      .set({ createdAt: sql`${throttleHits.createdAt} - interval '31 seconds'` })
      .where(eq(throttleHits.key, rule.key));
    expect((await recordAttempt(t.db, [rule])).allowed).toBe(true);
  });
});

describe('forgiveSubject', () => {
  it("drops one subject's attempts on a key, no one else's", async () => {
    const rule = (subject: string) => ({ key: 'test:forgive', limit: 10, windowSeconds: 600, subject });
    await recordAttempt(t.db, [rule('asha')]);
    await recordAttempt(t.db, [rule('asha')]);
    await recordAttempt(t.db, [rule('ravi')]);
    await withTransaction(t.db, (tx) => forgiveSubject(tx, 'test:forgive', 'asha'));
    const rows = await t.db.select().from(throttleHits).where(eq(throttleHits.key, 'test:forgive'));
    expect(rows.map((row) => row.subject)).toEqual(['ravi']);
  });
});

describe('purgeExpiredAttempts', () => {
  it('drops attempts older than the longest window, keeps the rest', async () => {
    const now = new Date();
    await t.db.insert(throttleHits).values([
      { key: 'test:purge:old', createdAt: new Date(now.getTime() - 61 * 60_000) },
      { key: 'test:purge:recent', createdAt: new Date(now.getTime() - 59 * 60_000) },
    ]);
    expect(await withTransaction(t.db, (tx) => purgeExpiredAttempts(tx, now))).toBeGreaterThanOrEqual(1);
    expect(await rowsOf('test:purge:old')).toBe(0);
    expect(await rowsOf('test:purge:recent')).toBe(1);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('recordAttempt on PostgreSQL', () => {
  it('lets exactly the free attempts of a backoff through a burst of 40', async () => {
    const rule = {
      key: 'test:burst:backoff',
      backoff: { freeAttempts: 5, firstDelaySeconds: 2, maxDelaySeconds: 90 },
      windowSeconds: 900,
    };
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => recordAttempt(t.db, [rule])));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
    expect(await rowsOf(rule.key)).toBe(5);
  });

  it('lets exactly the limit through a burst of 40 parallel attempts', async () => {
    const rules = [
      { key: 'test:burst:user', limit: 10, windowSeconds: 600 },
      { key: 'test:burst:ip', limit: 50, windowSeconds: 600 },
    ];
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => recordAttempt(t.db, rules)));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(10);
    expect(await rowsOf('test:burst:user')).toBe(10);
    expect(await rowsOf('test:burst:ip')).toBe(10);
  });
});

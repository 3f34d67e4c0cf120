import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { journalEntries, pinRequests, scratchCards, users } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { promoterAt } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';

/**
 * Parallel activations and scratches (docs/product/pins-and-levels.md, Details the lifecycle implies;
 * docs/product/money.md, Scratch cards): only PostgreSQL runs them side by side.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PINs and scratch cards under concurrency on PostgreSQL',
  () => {
    let t: TestApp;
    let root: Session;

    beforeAll(async () => {
      t = await createTestApp({ DB_POOL_MAX: '20' });
      root = await loginRoot(t.app);
    });
    afterAll(() => t?.close());

    const post = (session: Session, url: string, payload: Record<string, unknown>) =>
      t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
    const counts = (responses: { statusCode: number }[]) =>
      responses.reduce<Record<number, number>>(
        (all, r) => ({ ...all, [r.statusCode]: (all[r.statusCode] ?? 0) + 1 }),
        {},
      );

    it('50 parallel activations of one approved request: one activation, one set of cards; 50 parallel scratches: one credit', async () => {
      const sponsor = await promoterAt(t, 4, root);
      const user = await registerAndLogin(t.app, sponsor.promoterCode);
      const { id } = (await post(user, 'user-promoters', { level: 3 })).json();
      await post(root, 'term-raised', { id });
      await post(user, 'term-accepted', { id });
      const { pin } = (await post(root, 'generate-pin', { id })).json();

      const activations = await Promise.all(
        Array.from({ length: 50 }, () =>
          post(user, 'activate-pin', {
            id,
            pin,
            gift_delivery: 2,
            address: '1 Beach Road',
            whatsapp: '9000011111',
          }),
        ),
      );
      expect(counts(activations)).toEqual({ 200: 1, 400: 49 });
      const cards = await t.db.select().from(scratchCards).where(eq(scratchCards.pinRequestId, id));
      expect(cards).toHaveLength(1);

      const scratches = await Promise.all(
        Array.from({ length: 50 }, () => post(sponsor, 'scratched-status-update', { id: cards[0]!.id })),
      );
      expect(counts(scratches)).toEqual({ 200: 1, 400: 49 });
      expect(
        await t.db.$count(journalEntries, eq(journalEntries.idempotencyKey, `scratch:${cards[0]!.id}`)),
      ).toBe(1);
      const wallets = (await t.app.inject(asSession(sponsor, { url: '/api/v1/wallets' }))).json().wallets;
      expect(wallets[1]).toMatchObject({ balance: 150 });
      expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
    });

    it('30 parallel wrong PINs: five are counted, the request locks, and then the right PIN gets 429', async () => {
      const user = await registerAndLogin(t.app, root.promoterCode);
      const { id } = (await post(user, 'user-promoters', { level: 1 })).json();
      await post(root, 'term-raised', { id });
      await post(user, 'term-accepted', { id });
      const { pin } = (await post(root, 'generate-pin', { id })).json();
      const wrong = pin === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
      const activation = (value: string) => ({
        id,
        pin: value,
        gift_delivery: 2,
        address: '1 Beach Road',
        whatsapp: '9000011111',
      });

      const attempts = await Promise.all(
        Array.from({ length: 30 }, () => post(user, 'activate-pin', activation(wrong))),
      );
      // A 422 is a wrong PIN that was counted; the fifth locks, so the rest find the lock.
      expect(counts(attempts)).toEqual({ 422: 5, 429: 25 });
      expect(
        attempts.filter((r) => r.statusCode === 422).map((r) => r.json().errors.pin[0] as string),
      ).toContain('Wrong PIN. Activation is locked for 15 minutes');
      const [row] = await t.db.select().from(pinRequests).where(eq(pinRequests.id, id));
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(row!.status).toBe(1);

      const right = await post(user, 'activate-pin', activation(pin));
      expect(right.statusCode).toBe(429);
      const [after] = await t.db.select().from(users).where(eq(users.id, user.userId));
      expect(after!.currentPromoterLevel).toBeNull();
    });

    it('parallel submits of a level request make one open request', async () => {
      const user = await registerAndLogin(t.app, root.promoterCode);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => post(user, 'user-promoters', { level: 1 })),
      );
      expect(counts(responses)[201]).toBe(1);
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    });

    it('the counts per status stay exact while requests are made and change in parallel', async () => {
      const promoters = await Promise.all(
        Array.from({ length: 12 }, () => registerAndLogin(t.app, root.promoterCode)),
      );
      const made = await Promise.all(promoters.map((user) => post(user, 'user-promoters', { level: 1 })));
      const ids = made.map((response) => response.json().id as number);
      // Rejections (0 → 3) beside term raising, acceptance and PIN generation (0 → 1).
      await Promise.all(
        ids.map(async (id, index) => {
          if (index % 3 === 0) return post(root, 'pin-rejected', { id, reason: 'No payment' });
          await post(root, 'term-raised', { id });
          await post(promoters[index]!, 'term-accepted', { id });
          return Promise.all([
            post(root, 'generate-pin', { id }),
            post(root, 'pin-rejected', { id, reason: 'Late' }),
          ]);
        }),
      );
      const list = (await t.app.inject(asSession(root, { url: '/api/v1/user-promoters' }))).json();
      const byStatus = await t.db
        .select({ status: pinRequests.status, count: sql<number>`count(*)::int` })
        .from(pinRequests)
        .groupBy(pinRequests.status);
      for (const status of [0, 1, 2, 3])
        expect(list.status_counts[status], `status ${status}`).toBe(
          byStatus.find((row) => row.status === status)?.count ?? 0,
        );
    });
  },
);

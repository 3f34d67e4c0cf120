import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, indiaDate } from '@portal/shared';
import { quizAttempts, users } from '../../db/schema.js';
import { asSession, loginRoot, type Session } from '../../test/fixtures.js';
import { openGates } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import { allRight, earningKit, indiaTime, type Member } from './earning.test-support.js';

/**
 * What a set pays, end to end (docs/product/content-and-earning.md, Earning from promotion
 * videos; docs/product/money.md): the level's weights, the referral bonuses and the cap, and the
 * settings version the attempt was served under.
 */

let t: TestApp;
let root: Session;
let kit: ReturnType<typeof earningKit>;
const today = indiaDate();

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  kit = earningKit(t, root);
  await openGates(t);
  await kit.scheduleDay(today);
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

const settings = () => t.app.inject(asSession(root, { url: '/api/v1/programme-settings' }));
const saveSettings = async (changes: Record<string, unknown>) => {
  const saved = await t.app.inject(
    asSession(root, { method: 'PUT', url: '/api/v1/programme-settings', payload: changes }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as { version: number; levels: { level: number; base: number }[] };
};

describe('the level’s weights', () => {
  it('weights each served question by the level it was served to: one answer right pays 7/10 at level 1 and 2/10 at level 3', async () => {
    const date = addDays(today, -2);
    await kit.scheduleVideo(date, 1, 1, [
      { en: 'Alpha?', weights: [10, 1, 20, 5, 30] },
      { en: 'Beta?', weights: [10, 2, 20, 3, 30] },
      { en: 'Gamma?', weights: [10, 7, 20, 2, 30] },
    ]);
    const onlyGamma = (questions: { id: number; text: string; choices: { id: number; text: string }[] }[]) =>
      questions.map((question) => ({
        question_id: question.id,
        choice_id: question.choices.find(
          (choice) => choice.text === (question.text === 'Gamma?' ? 'Right' : 'Wrong'),
        )!.id,
      }));
    const levelOne = await kit.promoter(1);
    const levelThree = await kit.promoter(3);
    const at = indiaTime(date, '10:00:00');
    const one = await kit.earnAt(levelOne, at, onlyGamma);
    const three = await kit.earnAt(levelThree, at, onlyGamma);
    // ₹5.00 × 7/10 and ₹62.50 × 2/10; the same weight for every level would pay 1/3 of each.
    expect(one.result).toMatchObject({ score: 1, total: 3, amount: 3.5 });
    expect(three.result).toMatchObject({ score: 1, total: 3, amount: 12.5 });
    expect(one.confirmed).toEqual({
      attempt_id: one.served.attempt_id,
      confirmed: true,
      amount: 3.5,
      cash: 3.33,
      grow: 0.17,
    });
    expect(three.confirmed).toMatchObject({ amount: 12.5, cash: 11.88, grow: 0.62 });
    expect(await kit.moneyOf(levelOne)).toEqual({ cash: 3.33, scratch: 0, grow: 0.17, quizEntries: 1 });
    expect(await kit.moneyOf(levelThree)).toEqual({ cash: 11.88, scratch: 0, grow: 0.62, quizEntries: 1 });
  });
});

describe('referral bonuses and the cap', () => {
  /** Direct referrals of `sponsor` at these levels (null: a Trainee), `inactive` of them switched off. */
  async function referrals(sponsor: Member, levels: (number | null)[], inactive: (number | null)[] = []) {
    for (const level of levels) await kit.promoter(level, sponsor);
    for (const level of inactive) {
      const child = await kit.promoter(level, sponsor);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, child.userId));
    }
  }

  it('a level-2 promoter’s video pays the base plus a bonus per active level-1 and level-2 referral, and the set pays it in full', async () => {
    const sponsor = await kit.promoter(2);
    // Counted: one level 1 (₹2.50) and one level 2 (₹25). Not counted: a level 3 (above the
    // sponsor's own level), a level 0, a Trainee and an inactive level 2.
    await referrals(sponsor, [1, 2, 3, 0, null], [2]);
    const { served, questions } = await kit.startedAttempt(sponsor);
    expect(served.amount).toBe(77.5);
    expect(served.amount_parts).toEqual({
      base: 50,
      bonuses: [
        { level: 1, referrals: 1, amount: 2.5 },
        { level: 2, referrals: 1, amount: 25 },
      ],
      cap: 230,
    });
    const graded = await kit.post(sponsor, 'user-promoter-quiz-result-get', {
      attempt_id: served.attempt_id,
      answers: allRight(questions),
    });
    expect(graded.json()).toMatchObject({ score: 3, total: 3, amount: 77.5 });
    const paid = await kit.post(sponsor, 'user-promoter-quiz-result-confirmation', {
      attempt_id: served.attempt_id,
    });
    // 5 % of ₹77.50 is ₹3.875: ₹3.87 to Grow, the rest to Cash.
    expect(paid.json()).toMatchObject({ amount: 77.5, cash: 73.63, grow: 3.87 });
    expect(await kit.moneyOf(sponsor)).toEqual({ cash: 73.63, scratch: 0, grow: 3.87, quizEntries: 1 });
  });

  it('bonuses past the cap pay the cap: eight active level-2 referrals take ₹50 + ₹200 down to ₹230', async () => {
    const sponsor = await kit.promoter(2);
    await referrals(sponsor, [2, 2, 2, 2, 2, 2, 2, 2]);
    const { served, questions } = await kit.startedAttempt(sponsor);
    expect(served).toMatchObject({
      amount: 230,
      amount_parts: { base: 50, bonuses: [{ level: 2, referrals: 8, amount: 200 }], cap: 230 },
    });
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, served.attempt_id));
    expect(row!.amountPaise).toBe(230_00);
    await kit.post(sponsor, 'user-promoter-quiz-result-get', {
      attempt_id: served.attempt_id,
      answers: allRight(questions),
    });
    const paid = await kit.post(sponsor, 'user-promoter-quiz-result-confirmation', {
      attempt_id: served.attempt_id,
    });
    expect(paid.json()).toMatchObject({ amount: 230, cash: 218.5, grow: 11.5 });
    expect(await kit.moneyOf(sponsor)).toEqual({ cash: 218.5, scratch: 0, grow: 11.5, quizEntries: 1 });
  });
});

describe('the settings an attempt was served under', () => {
  it('a Grow share and base amounts changed after the serve change nothing: the set pays and splits as served', async () => {
    const before = (await settings()).json() as {
      levels: { level: number; base: number; cap: number; sets_per_session: number }[];
    };
    const atServe = await saveSettings({ grow_share_percent: 10 });
    try {
      const user = await kit.promoter(1);
      const served = (await kit.serve(user)).json();
      expect(served).toMatchObject({ state: 'ready', amount: 5 });
      const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, served.attempt_id));
      expect(row!.settingsVersion).toBe(atServe.version);

      // After the serve: a bigger base for level 1 and a 20 % Grow share.
      await saveSettings({
        grow_share_percent: 20,
        levels: before.levels.map((level) => (level.level === 1 ? { ...level, base: 8 } : level)),
      });
      await kit.watch(user, served.video.id);
      const started = await kit.post(user, 'user-promoter-quiz-start', {
        attempt_id: served.attempt_id,
        language: 'en',
      });
      const graded = await kit.post(user, 'user-promoter-quiz-result-get', {
        attempt_id: served.attempt_id,
        answers: allRight(started.json().questions),
      });
      expect(graded.json()).toMatchObject({ score: 3, total: 3, amount: 5 });
      const paid = await kit.post(user, 'user-promoter-quiz-result-confirmation', {
        attempt_id: served.attempt_id,
      });
      // The served version's 10 %: not today's 20 % (₹1.00), nor the default 5 % (₹0.25).
      expect(paid.json()).toEqual({
        attempt_id: served.attempt_id,
        confirmed: true,
        amount: 5,
        cash: 4.5,
        grow: 0.5,
      });
      expect(await kit.moneyOf(user)).toEqual({ cash: 4.5, scratch: 0, grow: 0.5, quizEntries: 1 });
      // Asked again, the answer is the same split.
      const again = await kit.post(user, 'user-promoter-quiz-result-confirmation', {
        attempt_id: served.attempt_id,
      });
      expect(again.json()).toEqual(paid.json());
    } finally {
      await saveSettings({ grow_share_percent: 5, levels: before.levels });
    }
  });
});

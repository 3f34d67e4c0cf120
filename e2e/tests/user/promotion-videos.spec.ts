import type { APIRequestContext } from '@playwright/test';
import { indiaDate } from '@portal/shared';
import ExcelJS from 'exceljs';
import { loginAsRoot, loginViaApi } from '../../support/fixtures';
import { test } from '../../support/gates';
import { playToTheEnd, uploadClip } from '../../support/learning';
import { expect, figure, type Member, rupees } from '../../support/programme';

const PATH = '/portal/user/promotion-videos';

interface VideoJson {
  id: number;
  showing_date: string | null;
  session: number | null;
  order: number | null;
}

/** Today's promotion videos, both sessions, orders 1–4, each with two bilingual questions. */
async function ensureTodaysPromotionVideos(root: APIRequestContext) {
  const today = indiaDate();
  const { data } = (await (await root.get('/api/v1/promotion-videos?page_size=100')).json()) as {
    data: VideoJson[];
  };
  const clip = await uploadClip(root);
  for (const session of [1, 2])
    for (const order of [1, 2, 3, 4]) {
      if (
        data.some(
          (video) => video.showing_date === today && video.session === session && video.order === order,
        )
      )
        continue;
      const made = await root.post('/api/v1/promotion-videos', {
        data: {
          title: `Promotion ${session}/${order}`,
          file: clip.file,
          duration_seconds: clip.duration_seconds,
          showing_date: today,
          session,
          order,
        },
      });
      if (made.status() === 422) continue; // made meanwhile by another test
      expect(made.status(), await made.text()).toBe(201);
      const video = (await made.json()) as VideoJson;
      for (const n of [1, 2])
        expect(
          (
            await root.post('/api/v1/promotion-video-quizzes', {
              data: {
                video_id: video.id,
                question: {
                  en: `Which wallet gets 95 % of a payout? (${n})`,
                  ta: `95 % எந்த பணப்பைக்கு? (${n})`,
                },
                choices: [
                  { en: 'Cash Wallet', ta: 'பண பணப்பை', correct: true },
                  { en: 'Grow Wallet', ta: 'வளர்ச்சி பணப்பை', correct: false },
                ],
                // The shortest limit: the test lets one question run out.
                time_limit: 5,
              },
            })
          ).status(),
        ).toBe(201);
    }
}

async function setGates(root: APIRequestContext, on: boolean) {
  const response = await root.put('/api/v1/programme-settings', {
    data: { daily_video_gate: on, training_gate: on },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function wallets(member: Member) {
  const { wallets: list } = (await (await member.api.get('/api/v1/wallets')).json()) as {
    wallets: { wallet_type: number; balance: number }[];
  };
  return {
    cash: list.find((w) => w.wallet_type === 1)!.balance,
    grow: list.find((w) => w.wallet_type === 3)!.balance,
  };
}

// The gates are programme settings: the warning pages need them on, the earning run off.
test.describe.configure({ mode: 'serial' });

test.describe('promotion videos', () => {
  test('the warning pages: a Trainee is sent to My Pins; a promoter to the daily video first', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow(); // it may wait for another worker's test to give the gates back
    await gates({ daily_video_gate: true, training_gate: true });
    const trainee = await programme.member();
    await loginViaApi(page, trainee.username, trainee.registration.password, PATH);
    await expect(page.getByRole('alert')).toContainText('Promotion videos are for promoters');
    await expect(page.getByRole('link', { name: 'Get a level in My Pins' })).toBeVisible();

    const promoter = await programme.member();
    await programme.promote(promoter, 1);
    await loginViaApi(page, promoter.username, promoter.registration.password, PATH);
    await expect(page.getByRole('alert')).toContainText('Watch today’s daily video first');
    await page.getByRole('link', { name: 'Go to Daily Videos' }).click();
    await expect(page.getByRole('heading', { name: 'Daily Videos', level: 1 })).toBeVisible();
  });

  test('a level-1 promoter watches, lets a question run out, retries the set in Tamil, confirms, and Cash and Grow grow by the exact split', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow();
    await ensureTodaysPromotionVideos(programme.root);
    const promoter = await programme.member();
    await programme.promote(promoter, 1);
    await gates({ daily_video_gate: false, training_gate: false });
    try {
      const before = await wallets(promoter);
      await loginViaApi(page, promoter.username, promoter.registration.password, PATH);
      await expect(page.getByText(/session · Set 1 of 1$/)).toBeVisible();
      await playToTheEnd(page);
      await page.getByRole('button', { name: 'Start the quiz' }).click();
      const quiz = page.getByRole('region', { name: 'Quiz' });
      // The first question right; the second runs out of time and the quiz moves on by itself.
      await expect(quiz.getByText('Question 1 of 2')).toBeVisible();
      await quiz.getByLabel('Cash Wallet').check();
      await quiz.getByRole('button', { name: 'Next question' }).click();
      await expect(quiz.getByText('Question 2 of 2')).toBeVisible();
      await expect(quiz.getByRole('timer')).toHaveText(/[1-5] s/);
      await expect(page.getByRole('status').filter({ hasText: 'You scored' })).toHaveText(
        'You scored 1 out of 2',
        {
          timeout: 20_000,
        },
      );

      // The set's one retry: another video, a new quiz, in Tamil this time.
      await page.getByRole('button', { name: 'Retry this set' }).click();
      await expect(page.getByText(/session · Set 1 of 1 \(retry\)/)).toBeVisible();
      await playToTheEnd(page);
      await page.getByLabel('Quiz language').selectOption('ta');
      await page.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(quiz.getByText('Question 1 of 2')).toBeVisible();
      await quiz.getByLabel('பண பணப்பை').check();
      await quiz.getByRole('button', { name: 'Next question' }).click();
      await quiz.getByLabel('பண பணப்பை').check();
      await quiz.getByRole('button', { name: 'Finish' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'You scored' })).toHaveText(
        'You scored 2 out of 2',
      );
      await expect(page.getByRole('button', { name: 'Retry this set' })).toHaveCount(0);

      const confirmed = page.waitForResponse((response) =>
        response.url().includes('/api/v1/user-promoter-quiz-result-confirmation'),
      );
      await page.getByRole('button', { name: /^Confirm/ }).click();
      const paid = (await (await confirmed).json()) as { amount: number; cash: number; grow: number };
      expect(paid.grow).toBe(Math.floor(paid.amount * 5) / 100);
      expect(Math.round((paid.cash + paid.grow) * 100)).toBe(Math.round(paid.amount * 100));
      await expect(page.getByText(/Confirmed: .* to Cash and .* to Grow/)).toBeVisible();
      const after = await wallets(promoter);
      expect(Math.round((after.cash - before.cash) * 100)).toBe(Math.round(paid.cash * 100));
      expect(Math.round((after.grow - before.grow) * 100)).toBe(Math.round(paid.grow * 100));
      // Level 1 has one set a session: the session is done.
      await expect(page.getByRole('alert')).toContainText('This session is done');

      await page.goto('/portal/user/dashboard');
      await expect(page.getByRole('list', { name: "Today's promotion sessions" })).toContainText(
        `session: 1 of 1 done, 0 remaining`,
      );
      await expect(figure(page, 'Promotion earnings today')).toHaveText(rupees(paid.amount));
      // The wallet cards show the new balances: Cash and Grow grew by the split.
      for (const [name, balance] of [
        ['Cash Wallet', after.cash],
        ['Grow Wallet', after.grow],
      ] as const)
        await expect(figure(page.getByRole('group', { name, exact: true }), 'Available')).toHaveText(
          rupees(balance),
        );

      await page.goto('/portal/user/earnings-history');
      await expect(page.getByRole('table').first()).toContainText('You scored 2 out of 2');

      // The admins' attempt log: both attempts, the retry confirmed, and its export.
      await loginAsRoot(page, `/portal/admin/quiz-attempts?search=${promoter.username}`);
      const rows = page.getByRole('row').filter({ hasText: promoter.username });
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: '(retry)' })).toContainText('Confirmed');
      await expect(rows.filter({ hasText: '(retry)' })).toContainText('2 / 2');
      await expect(rows.filter({ hasNotText: '(retry)' })).toContainText('Not confirmed');
      await expect(rows.filter({ hasNotText: '(retry)' })).toContainText('1 / 2');
      await expect(rows.filter({ hasNotText: '(retry)' })).toContainText('unanswered');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('quiz_attempts.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
      expect(workbook.worksheets[0]!.rowCount).toBe(3);
      expect(cells).toContain(promoter.username);
    } finally {
      await setGates(programme.root, true);
    }
  });
});

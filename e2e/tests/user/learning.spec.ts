import { formatIndiaClock } from '@portal/shared';
import type { Locator } from '@playwright/test';
import { loginViaApi } from '../../support/fixtures';
import { expect, test } from '../../support/gates';
import { ensureTodaysDailyVideo, ensureTrainingDayOne, playToTheEnd } from '../../support/learning';

/** The quiz as shown: each question's text (without its number) and its choices, in order. */
async function shownOrder(quiz: Locator) {
  const groups = quiz.getByRole('group');
  const shown: string[] = [];
  for (let index = 0; index < (await groups.count()); index++) {
    const group = groups.nth(index);
    const legend = (await group.locator('legend').textContent())!.replace(/^\d+\.\s*/, '');
    const choices = await group.locator('label').allTextContents();
    shown.push(`${legend}: ${choices.join(' | ')}`);
  }
  return shown;
}

test.describe('daily video and training', () => {
  test('today’s daily video counts once it has really been watched, and stays watched', async ({
    page,
    programme,
  }) => {
    await ensureTodaysDailyVideo(programme.root);
    const member = await programme.member();
    await loginViaApi(page, member.username, member.registration.password, '/portal/user/daily-video-watch');
    await expect(page.getByRole('heading', { name: 'Daily Videos', level: 1 })).toBeVisible();
    await expect(page.getByText('Watch the video to the end')).toBeVisible();
    // Nothing is recorded before the video has played.
    const before = await member.api.get('/api/v1/daily-videos-status');
    expect((await before.json()).watched).toBe(false);

    await playToTheEnd(page);
    await expect(page.getByText("You have watched today's video. Well done!")).toBeVisible();
    const after = await member.api.get('/api/v1/daily-videos-status');
    expect((await after.json()).watched).toBe(true);
    await page.reload();
    await expect(page.getByRole('status').getByText('Watched')).toBeVisible();
    // The dashboard's tasks say so too.
    await page.goto('/portal/user/dashboard');
    await expect(page.getByRole('list', { name: "Today's tasks" })).toContainText(
      "Today's daily video (done)",
    );
  });

  test('training day 1: watch, take the quiz in Tamil, see the score (never the correct answers), complete the day', async ({
    page,
    programme,
  }) => {
    const { questions } = await ensureTrainingDayOne(programme.root);
    const member = await programme.member();
    // The dashboard first: day 1 is today's training task.
    await loginViaApi(page, member.username, member.registration.password, '/portal/user/dashboard');
    const dashboardTasks = page.getByRole('list', { name: "Today's tasks" });
    await expect(dashboardTasks).toContainText('Training day 1 is open (to do)');
    await dashboardTasks.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/portal\/user\/training-program$/);
    await expect(page.getByRole('heading', { name: 'Training Videos', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Day 1: Open' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Day 2: Locked' })).toBeVisible();
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.getByText('The quiz opens once you have watched the video.')).toBeVisible();

    await playToTheEnd(page);
    const quiz = page.getByRole('form', { name: 'Day 1 quiz' });
    await expect(quiz).toBeVisible();
    // Every question in Tamil; the browser got no correct flags, so the test reads them as the admin.
    for (const question of questions) {
      const group = quiz.getByRole('group', {
        name: new RegExp(question.question.ta.replace(/[?()]/g, '\\$&')),
      });
      const right = question.choices.find((choice) => choice.correct)!;
      await group.getByLabel(right.ta).check();
    }
    await quiz.getByRole('button', { name: 'பதில்களைச் சமர்ப்பிக்கவும்' }).click();
    await expect(quiz.getByRole('status')).toContainText(
      `You scored ${questions.length} out of ${questions.length}`,
    );
    // Nothing is marked: the promoter's answers were right, and right choices are never shown.
    await expect(quiz.getByText('சரியான பதில்')).toHaveCount(0);
    await expect(quiz.getByText('தவறான பதில்')).toHaveCount(0);

    await page.getByRole('button', { name: 'Complete day 1' }).click();
    await expect(page.getByRole('listitem', { name: 'Day 1: Completed' })).toBeVisible();
    await expect(page.getByText(/Day 2 opens tomorrow/)).toBeVisible();
    const current = await (await member.api.get('/api/v1/user-training-current')).json();
    expect(current.days[0]).toEqual({ day: 1, state: 'completed' });

    // The dashboard's tasks: today's training is done, day 2 opens tomorrow.
    await page.goto('/portal/user/dashboard');
    const tasks = page.getByRole('list', { name: "Today's tasks" });
    await expect(tasks).toContainText('Training day 2 opens tomorrow (done)');
    await expect(tasks.getByRole('link', { name: 'Open' })).toHaveCount(0);
  });

  test('a wrong quiz marks only the wrong answers, waits before its retry, and the retry comes in a new order', async ({
    page,
    programme,
    gates,
  }) => {
    // The retry wait is a programme setting, one value for the portal: hold the settings
    // (docs/decisions/085-browser-tests-share-the-gates.md) while this test changes it.
    await gates({ daily_video_gate: true, training_gate: true });
    const setRetryWait = async (minutes: number) => {
      const saved = await programme.root.put('/api/v1/programme-settings', {
        data: { training_retry_wait_minutes: minutes },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    };
    await setRetryWait(10);
    try {
      const { questions } = await ensureTrainingDayOne(programme.root);
      const member = await programme.member();
      await loginViaApi(page, member.username, member.registration.password, '/portal/user/training-program');
      await playToTheEnd(page);
      const quiz = page.getByRole('form', { name: 'Day 1 quiz' });
      await expect(quiz.getByRole('group')).toHaveCount(questions.length);
      const firstTry = await shownOrder(quiz);
      for (const question of questions) {
        const group = quiz.getByRole('group', {
          name: new RegExp(question.question.en.replace(/[?()]/g, '\\$&')),
        });
        await group.getByLabel(question.choices.find((choice) => !choice.correct)!.en).check();
      }
      await quiz.getByRole('button', { name: 'Submit answers' }).click();
      const status = quiz.getByRole('status');
      await expect(status).toContainText(`You scored 0 out of ${questions.length}`);
      // Each of the promoter's answers is marked wrong; no right answer is shown.
      await expect(quiz.getByText('Wrong answer')).toHaveCount(questions.length);
      await expect(quiz.getByText('Correct answer')).toHaveCount(0);
      // When the retry opens (India time), and Try again stays disabled until then.
      const { retry_at: retryAt } = (await (
        await member.api.get('/api/v1/user-training-current')
      ).json()) as { retry_at: string };
      const clock = formatIndiaClock(retryAt).slice(0, 5);
      await expect(status).toContainText(`try the quiz again at ${clock}`);
      await expect(status).toContainText('(India time)');
      await expect(quiz.getByRole('button', { name: 'Try again' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Complete day 1' })).toHaveCount(0);
      const refused = await member.api.post('/api/v1/user-day-training-mark-as-completed', {
        data: { day: 1 },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);
      // The server refuses an early try, whatever the screen shows.
      const early = await member.api.post('/api/v1/training-quiz-result', {
        data: { day: 1, language: 'en', answers: [] },
      });
      expect(early.status()).toBe(429);
      expect((await early.json()).message).toContain(`Day 1's quiz opens again at ${clock}`);

      // Reopened during the wait: the last score and when the retry opens, no questions.
      await page.reload();
      const waiting = page.getByRole('status').filter({ hasText: 'You can take the quiz again at' });
      await expect(waiting).toContainText(`Your last try scored 0 out of ${questions.length}`);
      await expect(waiting).toContainText(clock);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeDisabled();
      await expect(page.getByRole('form', { name: 'Day 1 quiz' })).toHaveCount(0);

      // The wait over (the setting at 0): the retry, its questions and choices in a new order.
      await setRetryWait(0);
      await page.reload();
      await expect(quiz.getByRole('group')).toHaveCount(questions.length);
      const secondTry = await shownOrder(quiz);
      expect(secondTry).not.toEqual(firstTry);
      expect(secondTry.map((line) => line.split(': ')[0]).sort()).toEqual(
        firstTry.map((line) => line.split(': ')[0]).sort(),
      );
      for (const line of secondTry) expect(firstTry).not.toContain(line);
      for (const question of questions) {
        const group = quiz.getByRole('group', {
          name: new RegExp(question.question.en.replace(/[?()]/g, '\\$&')),
        });
        await group.getByLabel(question.choices.find((choice) => choice.correct)!.en).check();
      }
      await quiz.getByRole('button', { name: 'Submit answers' }).click();
      await expect(status).toContainText(`You scored ${questions.length} out of ${questions.length}`);
      await page.getByRole('button', { name: 'Complete day 1' }).click();
      await expect(page.getByRole('listitem', { name: 'Day 1: Completed' })).toBeVisible();
    } finally {
      await setRetryWait(10);
    }
  });
});

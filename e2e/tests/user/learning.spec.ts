import { loginViaApi } from '../../support/fixtures';
import { ensureTodaysDailyVideo, ensureTrainingDayOne, playToTheEnd } from '../../support/learning';
import { expect, test } from '../../support/programme';

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

  test('training day 1: watch, take the quiz in Tamil, see the score and the correct answers, complete the day', async ({
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
    await expect(quiz.getByText('சரியான பதில்')).toHaveCount(questions.length);

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

  test('a quiz answered wrongly does not complete the day, and the server refuses to complete it', async ({
    page,
    programme,
  }) => {
    const { questions } = await ensureTrainingDayOne(programme.root);
    const member = await programme.member();
    await loginViaApi(page, member.username, member.registration.password, '/portal/user/training-program');
    await playToTheEnd(page);
    const quiz = page.getByRole('form', { name: 'Day 1 quiz' });
    for (const question of questions) {
      const group = quiz.getByRole('group', {
        name: new RegExp(question.question.en.replace(/[?()]/g, '\\$&')),
      });
      await group.getByLabel(question.choices.find((choice) => !choice.correct)!.en).check();
    }
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await expect(quiz.getByRole('status')).toContainText(`You scored 0 out of ${questions.length}`);
    await expect(page.getByRole('button', { name: 'Complete day 1' })).toHaveCount(0);
    await expect(quiz.getByRole('button', { name: 'Try again' })).toBeVisible();
    const refused = await member.api.post('/api/v1/user-day-training-mark-as-completed', {
      data: { day: 1 },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
  });
});

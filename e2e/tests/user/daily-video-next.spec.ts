import { loginViaApi } from '../../support/fixtures';
import { expect, test } from '../../support/gates';
import { ensureTodaysDailyVideo, ensureTrainingDayOne, playToTheEnd } from '../../support/learning';

// After 'Watched' the daily video page links on to the next of today's tasks, in the dashboard's
// order (the daily video, the training day, the promotion videos or My Pins without a level).

test('after watching the daily video, the page links to the open training day', async ({
  page,
  programme,
}) => {
  await ensureTodaysDailyVideo(programme.root);
  await ensureTrainingDayOne(programme.root);
  const member = await programme.member();
  const { tasks } = (await (await member.api.get('/api/v1/user-dashboard')).json()) as {
    tasks: { training: { day: number | null; complete: boolean } };
  };
  // A new member's training day 1 is open today.
  expect(tasks.training).toMatchObject({ day: 1, complete: false });

  await loginViaApi(page, member.username, member.registration.password, '/portal/user/daily-video-watch');
  await expect(page.getByRole('link', { name: /^Next:/ })).toHaveCount(0);
  await playToTheEnd(page);
  await expect(page.getByText("You have watched today's video. Well done!")).toBeVisible();
  const next = page.getByRole('link', { name: 'Next: training day 1' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL('/portal/user/training-program');
  await expect(page.getByRole('heading', { name: 'Training Videos', level: 1 })).toBeVisible();
});

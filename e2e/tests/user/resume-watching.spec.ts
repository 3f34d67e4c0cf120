import { loginViaApi } from '../../support/fixtures';
import { ensureTodaysDailyVideo, hasSource, playToTheEnd } from '../../support/learning';
import { expect, test } from '../../support/programme';

/**
 * A promoter who leaves a video half-way comes back to the same watch session
 * (docs/decisions/161-resume-the-same-watch-session.md): the screen says where it continues from,
 * the player starts there, and the watch is verified on the session begun before leaving.
 */

const isProgress = (url: string) => /\/watch-sessions\/[^/]+\/progress$/.test(new URL(url).pathname);

test('leaving at half and coming back continues from the server’s position, and the watch is verified', async ({
  page,
  programme,
}) => {
  await ensureTodaysDailyVideo(programme.root);
  const member = await programme.member();
  await loginViaApi(page, member.username, member.registration.password, '/portal/user/daily-video-watch');
  const video = page.locator('video');
  await expect(video).toBeVisible();

  // Play past the first second, then pause: the pause reports the position.
  await hasSource(page);
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/watch-sessions',
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  const session = (await (await started).json()) as { id: string; position: number };
  expect(session.position).toBe(0);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(1.2);
  const paused = page.waitForResponse(
    (response) => isProgress(response.url()) && response.request().postDataJSON()?.position > 1,
  );
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  // Where the player paused depends on how fast this machine got there (1.2 s or a little more):
  // the server credits the whole seconds of what was reported.
  const pause = await paused;
  const reported = (pause.request().postDataJSON() as { position: number }).position;
  const credited = (await pause.json()) as { watched: boolean; position: number };
  expect(credited).toEqual({ watched: false, position: Math.floor(reported) });
  expect(credited.position).toBeGreaterThanOrEqual(1);

  // Away, and back: the screen says where from, and the player is there before play.
  await page.goto('/portal/user/dashboard');
  await page.goto('/portal/user/daily-video-watch');
  await expect(page.getByRole('status')).toHaveText(
    `Continue from 0:${String(credited.position).padStart(2, '0')}`,
  );
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBe(credited.position);

  // Play continues the same session to the end, where it is verified.
  const resumed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/watch-sessions',
  );
  await playToTheEnd(page);
  expect(((await (await resumed).json()) as { id: string }).id).toBe(session.id);
  await expect(page.getByText("You have watched today's video. Well done!")).toBeVisible();
  const today = (await (await member.api.get('/api/v1/daily-videos-today')).json()) as {
    video: { id: number };
  };
  const after = (await (
    await member.api.get(`/api/v1/watch-sessions/resumable?video_kind=daily&video_id=${today.video.id}`)
  ).json()) as { session: { id: string; watched: boolean } };
  expect(after.session).toMatchObject({ id: session.id, watched: true });
});

import { fileURLToPath } from 'node:url';
import { loginViaApi } from '../../support/fixtures';
import { ensureTodaysDailyVideo, jumpAhead } from '../../support/learning';
import { expect, test } from '../../support/programme';

/**
 * A skip that does not count says so (docs/product/content-and-earning.md, Verified watching). The
 * shared daily video is the bundled 3-second clip, too short to skip ahead in; the page is given a
 * 60-second WebM for its file instead (the seed's own writer), so the player can jump 50 s ahead
 * while the server keeps its real clock and the clip's length. The page is told the clip has no
 * ladder yet (`media: null`), so it plays that file rather than the clip's HLS ladder
 * (docs/decisions/159-the-player-picks-its-rung.md).
 */
const DEMO_VIDEO = fileURLToPath(new URL('../../../apps/api/src/scripts/demo-video.ts', import.meta.url));

test('seeking ahead says the skip does not count and about how much watching is left', async ({
  page,
  programme,
}) => {
  const { greyWebm } = (await import(DEMO_VIDEO)) as { greyWebm(seconds: number): Uint8Array };
  const daily = await ensureTodaysDailyVideo(programme.root);
  const file = Buffer.from(greyWebm(60));
  // Served in ranges, as the portal serves its files: a player seeks only in a ranged resource.
  await page.route(/\/uploads\//, (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
    const from = range ? Number(range[1]) : 0;
    const to = range?.[2] ? Number(range[2]) : file.length - 1;
    return route.fulfill({
      status: range ? 206 : 200,
      headers: {
        'Content-Type': 'video/webm',
        'Accept-Ranges': 'bytes',
        ...(range ? { 'Content-Range': `bytes ${from}-${to}/${file.length}` } : {}),
      },
      body: file.subarray(from, to + 1),
    });
  });
  await page.route('**/api/v1/daily-videos-today', async (route) => {
    const response = await route.fetch();
    const today = (await response.json()) as { video: { media: unknown } | null };
    if (today.video) today.video.media = null;
    await route.fulfill({ response, json: today });
  });
  const member = await programme.member();
  await loginViaApi(page, member.username, member.registration.password, '/portal/user/daily-video-watch');
  const status = page.getByRole('status').filter({ hasText: 'Watch the video to the end' });
  await expect(status).toBeVisible();

  const video = page.locator('video');
  await expect(video).toBeVisible();
  // Play until it really plays (the server's clock starts), pause, and jump 50 s ahead.
  const answer = await jumpAhead(page, 50);
  expect(answer.watched).toBe(false);
  expect(answer.position).toBeLessThan(50);
  const left = Math.max(1, Math.ceil(daily.duration_seconds * 0.9 - answer.position));
  await expect(page.getByRole('status').filter({ hasText: 'Skipping ahead' })).toHaveText(
    `Skipping ahead does not count: about ${left} s of watching left.`,
  );
  // Nothing was recorded for the jump.
  expect(
    ((await (await member.api.get('/api/v1/daily-videos-status')).json()) as { watched: boolean }).watched,
  ).toBe(false);
});

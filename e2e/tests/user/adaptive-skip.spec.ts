import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginViaApi, SAME_ORIGIN } from '../../support/fixtures';
import { ensureTodaysDailyVideo, jumpAhead, ownShowingDate, readyMedia } from '../../support/learning';
import { expect, test } from '../../support/programme';

/**
 * Verified watching keeps its strength on the adaptive player (issue 17, point 4;
 * docs/decisions/159-the-player-picks-its-rung.md): a jump ahead in the HLS ladder is reported,
 * cut back to the server's clock and said not to count. The shared daily video is 3 seconds, too
 * short to jump in; the page is given the ladder of a 30-second video the server made from an
 * upload (saved as a daily video on a date of its own), while the server times its own video.
 */

let workDir: string;
let clip: Buffer;

test.beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'adaptive-skip-'));
  const file = path.join(workDir, 'thirty.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc2=size=320x240:rate=15:duration=30', '-f', 'lavfi', '-i', 'sine=duration=30'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  clip = readFileSync(file);
});

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('a jump ahead in the HLS ladder is cut back to the server’s clock and said not to count', async ({
  page,
  programme,
}) => {
  await ensureTodaysDailyVideo(programme.root);
  const uploaded = await programme.root.post('/api/v1/upload', {
    headers: SAME_ORIGIN,
    multipart: { video: { name: 'thirty.mp4', mimeType: 'video/mp4', buffer: clip } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { file } = (await uploaded.json()) as { file: string };
  const created = await programme.root.post('/api/v1/daily-videos', {
    headers: SAME_ORIGIN,
    data: { title: `Thirty ${Date.now()}`, file, showing_date: ownShowingDate(2032) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const ladder = await readyMedia(programme.root, id);

  await page.route('**/api/v1/daily-videos-today', async (route) => {
    const response = await route.fetch();
    const today = (await response.json()) as { video: { media: unknown } | null };
    if (today.video) today.video.media = ladder;
    await route.fulfill({ response, json: today });
  });
  const member = await programme.member();
  await loginViaApi(page, member.username, member.registration.password, '/portal/user/daily-video-watch');
  const video = page.locator('video');
  await expect(video).toBeVisible();

  // Play until it really plays (the server's clock starts), pause, and jump 25 s ahead.
  const answer = await jumpAhead(page, 25);
  expect(answer.watched).toBe(false);
  expect(answer.position).toBeLessThan(20);
  await expect(page.getByRole('status').filter({ hasText: 'Skipping ahead does not count' })).toBeVisible();
  // It was the ladder that played, through hls.js.
  await expect(video).toHaveAttribute('data-level', /^\d$/);
  expect(
    ((await (await member.api.get('/api/v1/daily-videos-status')).json()) as { watched: boolean }).watched,
  ).toBe(false);
});

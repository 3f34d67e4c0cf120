import { loginViaApi } from '../../support/fixtures';
import { ensureTodaysDailyVideo, playToTheEnd, readyMedia } from '../../support/learning';
import { expect, test } from '../../support/programme';

/**
 * The player on a cheap phone's link (docs/decisions/159-the-player-picks-its-rung.md): today's
 * daily video, once the server has made its ladder (144p and 240p from the shared 240p clip),
 * plays through HLS; with Save-Data it starts on the lowest rung; the quality choice is kept on
 * the device; watching is verified as before.
 */

test('with Save-Data a promoter watches on the lowest rung, verified as before; the quality choice is kept', async ({
  browser,
  programme,
}) => {
  const daily = await ensureTodaysDailyVideo(programme.root);
  const media = await readyMedia(programme.root, daily.id);
  const member = await programme.member();

  // A phone saving data: the header, and what the Network Information API says.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
  const page = await context.newPage();
  const segments: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.ts')) segments.push(pathname);
  });
  await loginViaApi(page, member.username, member.registration.password, '/portal/user/daily-video-watch');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', media.poster_url!);
  await playToTheEnd(page);
  await expect(page.getByText("You have watched today's video. Well done!")).toBeVisible();
  // hls.js played the ladder from its lowest rung (0), and fetched nothing from the 240p one.
  await expect(video).toHaveAttribute('data-level', '0');
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.every((segment) => segment.includes('/0/segment_'))).toBe(true);
  // The server counted it.
  const { watched } = (await (await member.api.get('/api/v1/daily-videos-today')).json()) as {
    watched: boolean;
  };
  expect(watched).toBe(true);

  // The choice is the device's: High, kept over a reload.
  const quality = page.getByLabel('Quality');
  await expect(quality).toHaveValue('auto');
  await quality.selectOption('high');
  await page.reload();
  await expect(page.getByLabel('Quality')).toHaveValue('high');
  expect(await page.evaluate(() => localStorage.getItem('portal.videoQuality'))).toBe('high');
  await context.close();
});

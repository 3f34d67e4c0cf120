import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAME_ORIGIN, loginAsRoot } from '../../support/fixtures';
import { ownShowingDate } from '../../support/learning';
import { expect, test } from '../../support/programme';

/**
 * A saved video's conversion for phones (docs/decisions/158-video-ladder-made-at-upload.md): the
 * server's job makes the ladder; the admin list follows it live and shows the thumbnail once done,
 * and a promoter's player response then carries the ladder.
 */
const CLIP = readFileSync(fileURLToPath(new URL('../../../apps/api/media/clip-3s.webm', import.meta.url)));

test('a saved video is converted by the server: the list shows it live, then its thumbnail and qualities', async ({
  page,
  programme,
  request,
}) => {
  const uploaded = await programme.root.post('/api/v1/upload', {
    headers: SAME_ORIGIN,
    multipart: { video: { name: 'clip.webm', mimeType: 'video/webm', buffer: CLIP } },
  });
  expect(uploaded.status()).toBe(201);
  const { file } = (await uploaded.json()) as { file: string };
  const title = `Conversion ${Date.now()}`;
  const created = await programme.root.post('/api/v1/daily-videos', {
    headers: SAME_ORIGIN,
    data: { title, file, showing_date: ownShowingDate(2031) },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { media: { status: string } }).media.status).toBe('queued');

  await loginAsRoot(page, `/portal/admin/daily-videos?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  // The list asks again while the video converts, and stops at the outcome: one quality here
  // (the clip is 64 pixels high, below the lowest rung).
  await expect(row.getByTestId('conversion-status')).toHaveText('Ready for phones: 1 quality', {
    timeout: 60_000,
  });
  const thumbnail = row.locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The ladder's master playlist goes to the signed-in admin, naming its one rung; a visitor gets
  // nothing (docs/decisions/162-video-files-for-signed-in-users-only.md).
  const listed = (await (
    await programme.root.get(`/api/v1/daily-videos?search=${encodeURIComponent(title)}`)
  ).json()) as { data: { media: { hls_url: string; renditions: { height: number }[] } }[] };
  expect(listed.data[0]!.media.renditions).toEqual([{ height: 64, bandwidth: 100_000 }]);
  const master = await page.request.get(listed.data[0]!.media.hls_url);
  expect(master.status()).toBe(200);
  expect(await master.text()).toContain('0/index.m3u8');
  expect((await request.get(listed.data[0]!.media.hls_url)).status()).toBe(401);
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAME_ORIGIN, loginAsRoot } from '../../support/fixtures';
import { ownShowingDate } from '../../support/learning';
import { expect, test } from '../../support/programme';

/**
 * A conversion that fails says why and can be retried from the list
 * (docs/decisions/158-video-ladder-made-at-upload.md). The video is the shared 240p clip with its
 * media data zeroed: its header still gives a length, so the upload is taken, but ffmpeg can
 * decode none of it.
 */
function damagedClip(): Buffer {
  const clip = Buffer.from(
    readFileSync(fileURLToPath(new URL('../../../apps/api/media/clip-3s-240p.mp4', import.meta.url))),
  );
  for (let offset = 0; offset + 8 <= clip.length;) {
    const size = clip.readUInt32BE(offset);
    if (clip.toString('latin1', offset + 4, offset + 8) === 'mdat') clip.fill(0, offset + 8, offset + size);
    offset += size;
  }
  return clip;
}

test('a failed conversion shows ffmpeg’s reason and a Retry that queues it again', async ({
  page,
  programme,
}) => {
  const uploaded = await programme.root.post('/api/v1/upload', {
    headers: SAME_ORIGIN,
    multipart: { video: { name: 'damaged.mp4', mimeType: 'video/mp4', buffer: damagedClip() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { file } = (await uploaded.json()) as { file: string };
  const title = `Damaged ${Date.now()}`;
  const created = await programme.root.post('/api/v1/daily-videos', {
    headers: SAME_ORIGIN,
    data: { title, file, showing_date: ownShowingDate(2033) },
  });
  expect(created.status(), await created.text()).toBe(201);

  await loginAsRoot(page, `/portal/admin/daily-videos?search=${encodeURIComponent(title)}`);
  const status = page.getByRole('row').filter({ hasText: title }).getByTestId('conversion-status');
  await expect(status).toContainText('Conversion failed', { timeout: 60_000 });
  // ffmpeg's own words, shown as data.
  await expect(status.locator('[data-value]')).not.toBeEmpty();

  const retried = page.waitForResponse((response) => response.url().endsWith('/api/v1/video-media/retry'));
  await status.getByRole('button', { name: `Retry the conversion of ${title}` }).click();
  const answer = await retried;
  expect(answer.status()).toBe(200);
  // Queued again (the server refuses a retry of anything but a failed conversion), said so, and
  // the job then tries once more and fails for the same reason.
  expect(((await answer.json()) as { status: string; error: string | null }).status).toBe('queued');
  await expect(page.getByText('The conversion will start again shortly')).toBeVisible();
  await expect(status).toContainText('Conversion failed', { timeout: 60_000 });
});

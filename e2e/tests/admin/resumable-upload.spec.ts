import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, loginAsRoot, test } from '../../support/fixtures';
import { emulateLink } from '../../support/network';

/**
 * Resumable video uploads in the admin dialog (issue 17, point 2): tus under
 * /api/v1/uploads/resumable. The video is made here by ffmpeg (installed on the machines and in
 * CI): one second of lossless noise, about 9 MB, so it takes two 5 MiB chunks.
 */

const DAILY_PATH = '/portal/admin/daily-videos';
const RESUMABLE = '/api/v1/uploads/resumable';
let workDir: string;
let video: string;

test.beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'resumable-upload-'));
  video = path.join(workDir, 'noise.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'nullsrc=s=640x360:r=25,geq=random(1)*255:128:128', '-t', '1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', video],
  ]);
});

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The browser's uplink at `bytesPerSecond`, so an upload takes seconds. */
const throttle = (page: Page, bytesPerSecond: number) =>
  emulateLink(page, { uploadBytesPerSecond: bytesPerSecond });

const isTus = (method: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname.startsWith(RESUMABLE);

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Daily Video' }).click();
  return page.getByRole('dialog', { name: 'Add Daily Video' });
}

test.describe('resumable video uploads', () => {
  test('an upload cut by a reload continues from the server offset when the file is picked again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAsRoot(page, DAILY_PATH);
    await throttle(page, 1024 * 1024);
    let dialog = await openDialog(page);

    const created = page.waitForResponse((response) => isTus('POST')(response.request()));
    const firstChunk = page.waitForResponse(
      (response) => isTus('PATCH')(response.request()) && response.status() === 204,
    );
    await dialog.locator('#video-file').setInputFiles(video);
    expect((await created).status()).toBe(201);
    const location = (await created).headers().location!;
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    // Speed and time left show once a second of it has been measured.
    await expect(dialog.getByText(/[\d.]+ [kM]B\/s · About \d+:\d\d left/)).toBeVisible();
    const offsetBefore = Number((await firstChunk).headers()['upload-offset']);
    expect(offsetBefore).toBeGreaterThan(0);

    // The admin reloads mid-upload; the server keeps what it has.
    await page.reload();
    const head = await page.request.head(location, { headers: { 'Tus-Resumable': '1.0.0' } });
    expect(head.status()).toBe(200);
    const serverOffset = Number(head.headers()['upload-offset']);
    expect(serverOffset).toBeGreaterThanOrEqual(offsetBefore);

    await throttle(page, 1024 * 1024);
    dialog = await openDialog(page);
    const title = `Resumed upload ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    const patches: { offset: number; url: string }[] = [];
    page.on('request', (request) => {
      if (isTus('PATCH')(request)) {
        patches.push({ offset: Number(request.headers()['upload-offset']), url: request.url() });
      }
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isTus('POST')(request)) posts.push(request.url());
    });
    const resumedAt = page.waitForResponse((response) => isTus('HEAD')(response.request()));
    await dialog.locator('#video-file').setInputFiles(video);
    await expect(dialog.getByText('Continuing the earlier upload of this file.')).toBeVisible();
    const offsetAtResume = Number((await resumedAt).headers()['upload-offset']);
    expect(offsetAtResume).toBeGreaterThanOrEqual(serverOffset);
    await expect(dialog.getByText(/Uploaded: [a-f0-9-]{36}\.mp4/)).toBeVisible({ timeout: 60_000 });
    // The first PATCH after the reload starts where the server stood, on the same upload.
    expect(posts).toEqual([]);
    expect(patches[0]).toEqual({ offset: offsetAtResume, url: new URL(location, page.url()).href });
    expect(patches[0]!.offset).toBeGreaterThan(0);
    await expect(dialog.getByLabel('Duration (seconds)')).toHaveValue('1');

    const stored = (await dialog.getByText(/Uploaded: /).textContent())!.replace('Uploaded: ', '').trim();
    // A date of its own far ahead (DD-MM-YYYY, as the field is typed).
    const now = Date.now();
    await dialog.getByLabel('Showing date').fill(`1${now % 10}-0${1 + (now % 9)}-${2040 + (now % 50)}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const list = (await (await page.request.get('/api/v1/daily-videos?page_size=100')).json()) as {
      data: { title: string; file: string | null; duration_seconds: number }[];
    };
    expect(list.data.find((row) => row.title === title)).toMatchObject({ file: stored, duration_seconds: 1 });
    // The finished upload is gone from the resumable store.
    expect((await page.request.head(location, { headers: { 'Tus-Resumable': '1.0.0' } })).status()).toBe(404);
  });

  test('a dropped connection is tried again and the upload finishes when the link is back', async ({
    page,
  }) => {
    await loginAsRoot(page, DAILY_PATH);
    const uplink = await throttle(page, 512 * 1024);
    const dialog = await openDialog(page);
    const created = page.waitForResponse((response) => isTus('POST')(response.request()));
    await dialog.locator('#video-file').setInputFiles(video);
    expect((await created).status()).toBe(201);
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);

    // The link drops mid-chunk, then comes back.
    const link = (offline: boolean) =>
      uplink.set(offline ? { offline, uploadBytesPerSecond: 512 * 1024 } : {});
    await link(true);
    await expect(dialog.getByText('The connection dropped. Trying again…')).toBeVisible();
    // Back online, the client asks the server where it stands and goes on from there.
    const asked = page.waitForResponse((response) => isTus('HEAD')(response.request()));
    const resumed = page.waitForRequest(isTus('PATCH'));
    await link(false);
    expect((await resumed).headers()['upload-offset']).toBe((await asked).headers()['upload-offset']);
    await expect(dialog.getByText(/Uploaded: [a-f0-9-]{36}\.mp4/)).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByLabel('Duration (seconds)')).toHaveValue('1');
    // The stored file is the one picked, byte for byte.
    const stored = (await dialog.getByText(/Uploaded: /).textContent())!.replace('Uploaded: ', '').trim();
    const served = await page.request.get(`/uploads/final/${stored}`);
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), readFileSync(video))).toBe(0);
  });

  test('Cancel stops the upload and deletes what the server holds of it', async ({ page }) => {
    await loginAsRoot(page, DAILY_PATH);
    await throttle(page, 512 * 1024);
    const dialog = await openDialog(page);
    const created = page.waitForResponse((response) => isTus('POST')(response.request()));
    await dialog.locator('#video-file').setInputFiles(video);
    const location = (await created).headers().location!;
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);

    const deleted = page.waitForResponse((response) => isTus('DELETE')(response.request()));
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(dialog.getByText('Upload cancelled. The part already sent has been deleted.')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
    await expect(dialog.getByText(/Uploaded: /)).toBeHidden();
    expect((await page.request.head(location, { headers: { 'Tus-Resumable': '1.0.0' } })).status()).toBe(404);
  });
});

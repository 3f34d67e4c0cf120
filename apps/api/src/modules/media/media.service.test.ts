import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, videoMedia } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { LocalStorage } from '../../lib/storage/local-storage.js';
import { asSession, registerAndLogin, type Session, uploadFile } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { ffmpegPath, requestLadder, transcodeQueued } from './media.service.js';

/**
 * The ladder job (docs/decisions/158-video-ladder-made-at-upload.md) on a real ffmpeg: a short
 * generated 640×360 video with sound, uploaded and saved as a daily video as an admin would.
 */
const run = promisify(execFile);
const t = useTestApp();
const { root } = t;
let user: Session;
let source: Buffer;
let storage: LocalStorage;

beforeAll(async () => {
  user = await registerAndLogin(t.app, root.promoterCode);
  storage = new LocalStorage(path.join(t.config.UPLOADS_DIR, 'final'));
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ladder-test-'));
  const file = path.join(dir, 'source.mp4');
  await run(ffmpegPath(), [
    ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=8'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=8'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  source = readFileSync(file);
});

const send = (session: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(asSession(session, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }));

async function probe(file: string): Promise<{ height: number; codec: string }> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=height,codec_name'],
    ...['-of', 'json', file],
  ]).catch(async () => ({ stdout: JSON.stringify({ streams: [await probeWithFfmpeg(file)] }) }));
  const stream = (JSON.parse(stdout) as { streams: { height: number; codec_name: string }[] }).streams[0]!;
  return { height: stream.height, codec: stream.codec_name };
}

/** Where ffprobe is missing (the npm ffmpeg has none), ffmpeg's own report of the stream. */
async function probeWithFfmpeg(file: string) {
  const report = await run(ffmpegPath(), ['-hide_banner', '-i', file]).then(
    () => '',
    (error: { stderr: string }) => error.stderr,
  );
  const match = /Video: (\w+).*?\d{2,5}x(\d{2,5})/.exec(report)!;
  return { codec_name: match[1]!, height: Number(match[2]) };
}

async function mediaRow(file: string) {
  const [row] = await t.db.select().from(videoMedia).where(eq(videoMedia.file, file));
  return row;
}

describe('the ladder made at upload', () => {
  it('queues a saved video, makes every rung below the source, a poster and a thumbnail, and says so', async () => {
    const file = await uploadFile(t.app, root, 'video', source, 'talk.mp4');
    const created = await send(root, 'POST', 'daily-videos', {
      title: 'Ladder',
      file,
      showing_date: '2027-01-05',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().media).toEqual({
      status: 'queued',
      percent: 0,
      error: null,
      hls_url: null,
      poster_url: null,
      thumbnail_url: null,
      renditions: [],
    });

    const seen: { status: string; percent: number }[] = [];
    const result = await transcodeQueued({
      db: t.db,
      storage,
      onProgress: async (progressed) => {
        const row = await mediaRow(progressed);
        seen.push({ status: row!.status, percent: row!.percent });
      },
    });
    expect(result).toEqual({ ready: 1, failed: 0 });
    // processing with a rising percentage, then ready at 100.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((step) => step.status === 'processing')).toBe(true);
    const percents = seen.map((step) => step.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length);
    const row = await mediaRow(file);
    expect(row).toMatchObject({ status: 'ready', percent: 100, error: null, attempts: 1 });

    // 144p, 240p and 360p (not 480p: the source is 360 high), each a playable H.264 stream.
    const stem = path.parse(file).name;
    const master = readFileSync(path.join(storage.directory, 'media', stem, 'master.m3u8'), 'utf8');
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    for (const [index, height] of [144, 240, 360].entries()) {
      const playlist = path.join(storage.directory, 'media', stem, String(index), 'index.m3u8');
      expect(readFileSync(playlist, 'utf8')).toMatch(/#EXT-X-ENDLIST/);
      expect(await probe(playlist)).toEqual({ height, codec: 'h264' });
    }
    expect((await probe(path.join(storage.directory, 'media', stem, 'poster.jpg'))).height).toBe(360);
    expect((await probe(path.join(storage.directory, 'media', stem, 'thumbnail.jpg'))).height).toBe(90);

    // The admin list and the promoter's daily video both carry it.
    const listed = (await send(root, 'GET', 'daily-videos?page_size=50'))
      .json()
      .data.find((video: { file: string }) => video.file === file);
    expect(listed.media).toEqual({
      status: 'ready',
      percent: 100,
      error: null,
      hls_url: `/media/${stem}/master.m3u8`,
      poster_url: `/media/${stem}/poster.jpg`,
      thumbnail_url: `/media/${stem}/thumbnail.jpg`,
      renditions: [
        { height: 144, bandwidth: 148_000 },
        { height: 240, bandwidth: 298_000 },
        { height: 360, bandwidth: 564_000 },
      ],
    });
    // The original file is still what `url` plays (a player without HLS, or before `ready`).
    expect(listed.url).toBe(`/uploads/final/${file}`);
    // The master playlist goes to a signed-in user (decision 162), with its segments beside it.
    const served = await t.app.inject(asSession(root, { method: 'GET', url: listed.media.hls_url }));
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('0/index.m3u8');

    // Deleting the last video using the file takes its ladder and row with it.
    expect((await send(root, 'DELETE', `daily-videos/${created.json().id}`)).statusCode).toBe(200);
    expect(await mediaRow(file)).toBeUndefined();
    const left = [];
    for await (const object of storage.list(`media/${stem}/`)) left.push(object.key);
    expect(left).toEqual([]);
  });

  it('a file ffmpeg cannot read ends failed with the reason; Retry after replacing it makes the ladder', async () => {
    const file = '0b7c1f2e-1a2b-4c3d-8e9f-0011223344aa.mp4';
    await storage.put(file, Buffer.from('this is not a video at all'));
    await withTransaction(t.db, (tx) => requestLadder(tx, file));
    expect(await transcodeQueued({ db: t.db, storage })).toEqual({ ready: 0, failed: 1 });
    const failed = await mediaRow(file);
    expect(failed!.status).toBe('failed');
    expect(failed!.error).toBeTruthy();

    // Only admins retry, and only a failed conversion.
    expect((await send(user, 'POST', 'video-media/retry', { file })).statusCode).toBe(403);
    await storage.put(file, source);
    const retried = await send(root, 'POST', 'video-media/retry', { file });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', percent: 0, error: null });
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'video_media.retry'));
    expect(audit).toMatchObject({ entity: 'video_media', entityId: file.slice(0, 40) });

    expect(await transcodeQueued({ db: t.db, storage })).toEqual({ ready: 1, failed: 0 });
    expect(await mediaRow(file)).toMatchObject({ status: 'ready', attempts: 2 });
    const again = await send(root, 'POST', 'video-media/retry', { file });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.file).toEqual(['Only a video whose conversion failed can be retried']);
    // A name that is not an upload's is refused on the field.
    const bad = await send(root, 'POST', 'video-media/retry', { file: '../etc/passwd' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toEqual(['This file was not uploaded, or was removed: upload it again']);
  });
});

import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VideoMedia } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import type { JobQueue } from '../../lib/fastify.js';
import { fieldError } from '../../lib/errors.js';
import { queueJob } from '../../lib/jobs.js';
import type { Storage } from '../../lib/storage/storage.js';
import { contentTypeOf, isStorageKey } from '../../lib/storage/storage.rules.js';
import * as mediaRepo from './media.repository.js';
import {
  bandwidthOf,
  failureReason,
  ladderFor,
  masterPlaylist,
  mediaFileOf,
  mediaKeys,
  mediaPath,
  MEDIA_FILES,
  parseSourceFacts,
  posterSecond,
  progressPercent,
  rungArguments,
  rungWidth,
  stillArguments,
  throughCdn,
  withSegmentUrls,
} from './media.rules.js';

/**
 * The ladder made from each uploaded video (docs/decisions/158-video-ladder-made-at-upload.md):
 * queued when a video with an uploaded file is saved, made by the `media.transcode` job
 * (media.jobs.ts) one file at a time per worker, read by every video row as `media`.
 */

export const TRANSCODE_JOB = 'media.transcode';

/** Starts the transcoding job now (it also runs every minute, so a lost send only waits). */
export function queueTranscoding(jobs: JobQueue | undefined, log: FastifyBaseLogger): void {
  queueJob(jobs, TRANSCODE_JOB, log);
}

export const MESSAGES = {
  notFailed: 'Only a video whose conversion failed can be retried',
} as const;

/** Queues the file's ladder inside the saving transaction (a no-op when it has one). */
export function requestLadder(tx: Tx, file: string): Promise<void> {
  return mediaRepo.queue(tx, file);
}

/** Forgets a removed file's ladder: its row, and what was stored under `media/<name>/`. */
export async function forgetLadder(q: Queryable, storage: Storage, file: string): Promise<void> {
  await mediaRepo.remove(q, file);
  await removeLadder(storage, file);
}

/** Removes the stored ladder and pictures of `file`. */
export async function removeLadder(storage: Storage, file: string): Promise<void> {
  for await (const object of storage.list(mediaKeys(file).prefix)) await storage.remove(object.key);
}

/** What a video row says of its file's ladder; null for a YouTube link. */
export function mediaView(record: mediaRepo.MediaRecord | undefined, file: string | null): VideoMedia | null {
  if (!file) return null;
  const keys = mediaKeys(file);
  const status = (record?.status ?? 'queued') as VideoMedia['status'];
  const ready = status === 'ready';
  return {
    status,
    percent: record?.percent ?? 0,
    error: record?.error ?? null,
    hls_url: ready ? mediaPath(keys.master) : null,
    poster_url: ready ? mediaPath(keys.poster) : null,
    thumbnail_url: ready ? mediaPath(keys.thumbnail) : null,
    renditions: ready ? (record?.renditions ?? []) : [],
  };
}

/**
 * How a GET /media/<rest> is answered (docs/decisions/162-video-files-for-signed-in-users-only.md),
 * once the caller's session was checked: from local storage, the file itself (the route sends it
 * with ranges); from a bucket, a media playlist whose segments are signed URLs (so the bucket, or
 * the CDN at MEDIA_BASE_URL, sends the bytes), the master playlist as it is (its variants come
 * back here), and a redirect to a signed URL for anything else. Null: no such file.
 */
export type MediaDelivery =
  | { kind: 'file'; key: string; type: string; cacheControl: string }
  | { kind: 'playlist'; body: string; type: string; cacheControl: string }
  | { kind: 'redirect'; url: string; cacheControl: string };

export async function deliverMedia({
  storage,
  rest,
  signSeconds,
  baseUrl,
}: {
  storage: Storage;
  rest: string;
  signSeconds: number;
  baseUrl?: string;
}): Promise<MediaDelivery | null> {
  const file = mediaFileOf(rest);
  if (!file || !isStorageKey(file.key)) return null;
  const { type, cacheControl } = MEDIA_FILES[file.kind];
  if (storage.kind === 'local')
    return (await storage.head(file.key)) ? { kind: 'file', key: file.key, type, cacheControl } : null;
  const signed = async (key: string) => {
    const url = await storage.signedUrl(key, signSeconds);
    if (url === null) throw new Error(`storage ${storage.kind} signs no URL`);
    return baseUrl ? throughCdn(url, key, baseUrl) : url;
  };
  if (file.kind !== '.m3u8') {
    if (!(await storage.head(file.key))) return null;
    // Reused by the browser well inside the signature's life.
    return { kind: 'redirect', url: await signed(file.key), cacheControl: 'private, max-age=300' };
  }
  const stream = await storage.read(file.key);
  if (!stream) return null;
  const playlist = (await buffer(stream)).toString('utf8');
  // The segments' signed URLs first (signing is asynchronous), then the playlist with them.
  const folder = path.posix.dirname(file.key);
  const segments = new Map<string, string>();
  withSegmentUrls(playlist, (segment) => {
    segments.set(segment, '');
    return segment;
  });
  for (const segment of segments.keys()) segments.set(segment, await signed(`${folder}/${segment}`));
  return {
    kind: 'playlist',
    body: withSegmentUrls(playlist, (segment) => segments.get(segment)!),
    type,
    // Signed URLs inside: never kept, each load signs afresh.
    cacheControl: segments.size > 0 ? 'private, no-store' : cacheControl,
  };
}

/** The `media` of each file, for a page of video rows. */
export async function mediaOf(db: Queryable, files: (string | null)[]): Promise<Map<string, VideoMedia>> {
  const wanted = [...new Set(files.filter((file): file is string => Boolean(file)))];
  const records = new Map((await mediaRepo.findMany(db, wanted)).map((record) => [record.file, record]));
  return new Map(wanted.map((file) => [file, mediaView(records.get(file), file)!]));
}

/** Retry (admins): a failed file goes back to the queue, audited. */
export async function retryLadder({ db, actor, file }: { db: Database; actor: Actor; file: string }) {
  return withTransaction(db, async (tx) => {
    const record = await mediaRepo.requeueFailed(tx, file);
    if (!record) throw fieldError('file', MESSAGES.notFailed);
    await writeAudit(tx, {
      actor,
      action: 'video_media.retry',
      entity: 'video_media',
      entityId: file.slice(0, 40),
    });
    return mediaView(record, file)!;
  });
}

export interface FfmpegOptions {
  /** The ffmpeg binary; absent: `ffmpegPath()`. */
  ffmpeg?: string;
  /** The `nice` level ffmpeg runs at (0–19) where the machine has `nice`, so the API keeps answering. */
  niceness?: number;
}

const require = createRequire(import.meta.url);

/** Where a system's own ffmpeg is installed (Debian's `apt-get install ffmpeg`, Homebrew). */
const SYSTEM_FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg', '/opt/homebrew/bin/ffmpeg'];

/**
 * The system's ffmpeg (Debian's) when there is one, else the binary of the npm package
 * @ffmpeg-installer/ffmpeg (README, "Video"); `FFMPEG_PATH` names another.
 */
export function ffmpegPath(configured?: string): string {
  if (configured) return configured;
  const system = SYSTEM_FFMPEG.find((candidate) => existsSync(candidate));
  if (system) return system;
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
}

/** Runs ffmpeg; resolves with its report (stderr) or rejects with the reason it failed. */
function runFfmpeg(
  args: string[],
  options: FfmpegOptions,
  onProgress?: (block: string) => void,
  acceptFailure = false,
): Promise<string> {
  const binary = options.ffmpeg ?? ffmpegPath();
  const niceness = options.niceness ?? 10;
  const useNice = niceness > 0 && existsSync('/usr/bin/nice');
  const [command, commandArgs] = useNice
    ? ['/usr/bin/nice', ['-n', String(niceness), binary, ...args]]
    : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let report = '';
    child.stderr.on('data', (chunk: Buffer) => {
      report = (report + chunk.toString()).slice(-20_000);
    });
    child.stdout.on('data', (chunk: Buffer) => onProgress?.(chunk.toString()));
    child.on('error', (error) => reject(new Error(`ffmpeg could not start (${binary}): ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0 || acceptFailure) resolve(report);
      else reject(new Error(failureReason(report)));
    });
  });
}

/** Stores every file under `dir` below `prefix`, the playlists last. */
async function putDirectory(storage: Storage, dir: string, prefix: string): Promise<void> {
  const files = (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort((a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')) || a.localeCompare(b));
  for (const relative of files) {
    const key = prefix + relative;
    await storage.put(key, createReadStream(path.join(dir, relative)), { contentType: contentTypeOf(key) });
  }
}

/**
 * Makes the ladder, poster and thumbnail of `file` from its stored bytes and stores them under
 * `media/<name>/`; reports progress as it goes. Throws with the reason when the file is no video.
 */
export async function makeLadder(
  storage: Storage,
  file: string,
  onPercent: (percent: number) => Promise<void>,
  options: FfmpegOptions = {},
): Promise<{ height: number; bandwidth: number }[]> {
  const result = await storage.withLocalFile(file, async (source) => {
    const facts = parseSourceFacts(await runFfmpeg(['-hide_banner', '-i', source], options, undefined, true));
    if (!facts) throw new Error('The file holds no readable video stream');
    const rungs = ladderFor(facts.height);
    const work = await mkdtemp(path.join(tmpdir(), 'portal-ladder-'));
    try {
      let last = -1;
      let pending = Promise.resolve();
      const made: { height: number; width: number; bandwidth: number }[] = [];
      for (const [index, rung] of rungs.entries()) {
        const outDir = path.join(work, String(index));
        await mkdir(outDir, { recursive: true });
        const width = rungWidth(rung, facts);
        const args = rungArguments({ input: source, outDir, rung, width, hasAudio: facts.hasAudio });
        await runFfmpeg(args, options, (block) => {
          const done = progressPercent(block, facts.durationSeconds);
          if (done === null) return;
          // Each rung is a share of the whole; 99 at most until the files are stored.
          const percent = Math.min(99, Math.floor((index * 100 + done) / rungs.length));
          if (percent < last + 5) return;
          last = percent;
          pending = pending.then(() => onPercent(percent)).catch(() => undefined);
        });
        made.push({ height: rung.height, width, bandwidth: bandwidthOf(rung, facts.hasAudio) });
      }
      await pending;
      await writeFile(path.join(work, 'master.m3u8'), masterPlaylist(made, facts.hasAudio));
      const keys = mediaKeys(file);
      const at = posterSecond(facts.durationSeconds);
      await runFfmpeg(
        stillArguments({ input: source, output: path.join(work, 'poster.jpg'), atSeconds: at, height: 720 }),
        options,
      );
      await runFfmpeg(
        stillArguments({
          input: source,
          output: path.join(work, 'thumbnail.jpg'),
          atSeconds: at,
          height: 90,
        }),
        options,
      );
      // A ladder made before (a retry) goes first; the playlists are stored last, so a reader that
      // finds the master finds every segment it names.
      await removeLadder(storage, file);
      await putDirectory(storage, work, keys.prefix);
      return made.map(({ height, bandwidth }) => ({ height, bandwidth }));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
  if (result === null) throw new Error('The uploaded file is no longer in storage');
  return result;
}

/**
 * The job's work: claims queued files one at a time and makes each one's ladder, until none is
 * left. A file that cannot be made ends `failed` with the reason; the others go on.
 */
export async function transcodeQueued({
  db,
  storage,
  options = {},
  onProgress,
}: {
  db: Database;
  storage: Storage;
  options?: FfmpegOptions;
  /** Told after each recorded step (the row says `processing` with that percent). */
  onProgress?: (file: string, percent: number) => Promise<void>;
}): Promise<{ ready: number; failed: number }> {
  const done = { ready: 0, failed: 0 };
  for (let record = await mediaRepo.claimNext(db); record; record = await mediaRepo.claimNext(db)) {
    const file = record.file;
    const claim = { file, attempt: record.attempts };
    try {
      const renditions = await makeLadder(
        storage,
        file,
        async (percent) => {
          await mediaRepo.setPercent(db, claim, percent);
          await onProgress?.(file, percent);
        },
        options,
      );
      // Another worker took the file over (this one was taken for dead): its ladder is the one kept.
      if (await mediaRepo.finishReady(db, claim, renditions)) done.ready += 1;
    } catch (error) {
      await mediaRepo.finishFailed(
        db,
        claim,
        ((error as Error).message || 'Conversion failed').slice(0, 500),
      );
      done.failed += 1;
    }
  }
  return done;
}

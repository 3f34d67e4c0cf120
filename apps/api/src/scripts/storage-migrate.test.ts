import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../lib/storage/s3-storage.js';
import { startS3Server } from '../test/s3-server.js';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

let server: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Storage;

beforeAll(async () => {
  server = await startS3Server('portal-migrate');
  bucket = new S3Storage(server.settings);
});

afterAll(async () => {
  bucket.close();
  await server.close();
});

/**
 * `npm run storage:migrate` as built (npm test builds first), from the data directory `dir`. Not
 * spawnSync: the bucket's server runs in this process and must keep answering.
 */
function migrate(
  dir: string,
  env: Record<string, string> = server.env,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['dist/scripts/storage-migrate.js'],
      {
        cwd: apiDir,
        env: { ...rest, ...env, STORAGE: 'local', DATA_DIR: dir },
        encoding: 'utf8',
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? ((error.code as number | null) ?? null) : 0, stdout, stderr }),
    );
  });
}

async function bucketContents(): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for await (const object of bucket.list()) {
    contents[object.key] = (await buffer((await bucket.read(object.key))!)).toString();
  }
  return contents;
}

describe('npm run storage:migrate', () => {
  it('copies the data directory into the bucket; a second run changes nothing; a cut-off run is finished', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-'));
    const final = path.join(dir, 'uploads', 'final');
    mkdirSync(path.join(final, 'media', 'one'), { recursive: true });
    writeFileSync(path.join(final, 'a.mp4'), 'video-a');
    writeFileSync(path.join(final, 'b.png'), 'picture-b');
    writeFileSync(path.join(final, 'media', 'one', 'index.m3u8'), '#EXTM3U');
    // A write cut off before its rename (local storage's working file) is not an object.
    writeFileSync(path.join(final, '.0b7c.part'), 'half');
    // One object arrived in an earlier run that was cut off; one is there but not whole.
    await bucket.put('a.mp4', Buffer.from('video-a'));
    await bucket.put('b.png', Buffer.from('pic'));

    const first = await migrate(dir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      'storage:migrate: 2 copied (16 bytes), 1 already in bucket portal-migrate',
    );
    const after = await bucketContents();
    expect(after).toEqual({ 'a.mp4': 'video-a', 'b.png': 'picture-b', 'media/one/index.m3u8': '#EXTM3U' });
    // Each object keeps the media type of its name, so the bucket serves it as what it is.
    const signed = await bucket.signedUrl('b.png', 60);
    expect((await fetch(signed!)).headers.get('content-type')).toBe('image/png');

    const second = await migrate(dir);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      'storage:migrate: 0 copied (0 bytes), 3 already in bucket portal-migrate',
    );
    expect(await bucketContents()).toEqual(after);
  });

  it('says which variable is missing instead of copying anywhere', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-'));
    const { S3_BUCKET: _bucket, ...withoutBucket } = server.env;
    const run = await migrate(dir, withoutBucket);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Set S3_BUCKET');
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../lib/storage/s3-storage.js';
import { asSession, loginRoot, type Session, uploadFile } from '../../test/fixtures.js';
import { startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Uploads kept in a bucket (STORAGE=s3; docs/decisions/157-one-storage-for-every-file.md): the
 * same API as on local storage, the bytes in the bucket and none on this machine's data directory.
 */
const WEBM = readFileSync(fileURLToPath(new URL('../../../media/clip-3s.webm', import.meta.url)));

let server: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Storage;
let t: TestApp;
let root: Session;

beforeAll(async () => {
  server = await startS3Server('portal-uploads');
  bucket = new S3Storage(server.settings);
  t = await createTestApp(server.env);
  root = await loginRoot(t.app);
});

afterAll(async () => {
  await t?.close();
  bucket?.close();
  await server?.close();
});

const uploadVideo = (bytes: Buffer) => uploadFile(t.app, root, 'video', bytes, 'clip.webm');

describe('uploads on S3 storage', () => {
  it('stores an upload in the bucket, not on this machine, and leaves no working file', async () => {
    const file = await uploadVideo(WEBM);
    expect(await bucket.head(file)).toEqual({ key: file, size: WEBM.length });
    const uploads = t.config.UPLOADS_DIR;
    expect(existsSync(path.join(uploads, 'final', file))).toBe(false);
    expect(readdirSync(path.join(uploads, 'tmp'))).toEqual([]);
  });

  it('serves a stored file by a redirect to a signed URL of the bucket, which sends the bytes', async () => {
    const file = await uploadVideo(WEBM);
    const answer = await t.app.inject({ method: 'GET', url: `/uploads/final/${file}` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const location = new URL(String(answer.headers.location));
    expect(location.origin).toBe(server.settings.endpoint);
    expect(location.searchParams.get('X-Amz-Signature')).toBeTruthy();
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(WEBM)).toBe(true);
    // A name that is not a key is a 404, never a redirect.
    for (const bad of ['.env', '..%2F..%2Fetc%2Fpasswd', 'a%20b.mp4']) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/final/${bad}` })).statusCode, bad).toBe(404);
    }
  });

  it("reads a saved video's length from the bucket and removes the object with the last video using it", async () => {
    const file = await uploadVideo(WEBM);
    const created = await t.app.inject(
      asSession(root, {
        method: 'POST',
        url: '/api/v1/daily-videos',
        payload: { title: 'From the bucket', file, duration_seconds: 999, showing_date: '2026-12-24' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // The length is the file's own, read from the bucket, not the 999 sent.
    expect(created.json().duration_seconds).toBe(3);
    const deleted = await t.app.inject(
      asSession(root, { method: 'DELETE', url: `/api/v1/daily-videos/${created.json().id}` }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await bucket.head(file)).toBeNull();
  });
});

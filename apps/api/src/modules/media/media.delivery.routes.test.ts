import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3Storage } from '../../lib/storage/s3-storage.js';
import { type Storage, storageFromConfig } from '../../lib/storage/storage.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A video's ladder, poster and thumbnail go only to signed-in users
 * (docs/decisions/162-video-files-for-signed-in-users-only.md): from local storage the API sends
 * them (ranges, long caching for segments); from a bucket the playlists carry signed URLs that
 * stop working when they expire.
 */

const NAME = '0b4c6f8e-2d3a-4e5f-8a9b-1c2d3e4f5a6b';
const MASTER =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=148000,RESOLUTION=256x144\n0/index.m3u8\n';
const VARIANT =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:3.0,\nseg00000.ts\n#EXT-X-ENDLIST\n';
const SEGMENT = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const POSTER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** A made ladder of one rung, as the job stores it (media.service.ts makeLadder). */
async function storeLadder(storage: Storage) {
  await storage.put(`media/${NAME}/master.m3u8`, Buffer.from(MASTER));
  await storage.put(`media/${NAME}/0/index.m3u8`, Buffer.from(VARIANT));
  await storage.put(`media/${NAME}/0/seg00000.ts`, SEGMENT);
  await storage.put(`media/${NAME}/poster.jpg`, POSTER);
}

function getAs(t: TestApp, session: Session | null, url: string, headers: Record<string, string> = {}) {
  const request = { method: 'GET' as const, url, headers };
  return t.app.inject(session ? asSession(session, request) : request);
}

async function logout(t: TestApp, session: Session) {
  const answer = await t.app.inject(asSession(session, { method: 'POST', url: '/api/v1/auth/logout' }));
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('from local storage', () => {
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    t = await createTestApp();
    root = await loginRoot(t.app);
    const storage = await storageFromConfig(t.config);
    await storeLadder(storage);
    storage.close();
  });
  afterAll(() => t.close());

  it('sends playlists, segments (with ranges, cached for long) and posters to any signed-in user', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const other = await registerAndLogin(t.app, root.promoterCode);
    for (const session of [promoter, other, root]) {
      const master = await getAs(t, session, `/media/${NAME}/master.m3u8`);
      expect(master.statusCode, master.body).toBe(200);
      expect(master.body).toBe(MASTER);
      expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(master.headers['cache-control']).toBe('private, no-cache');
    }
    const whole = await getAs(t, promoter, `/media/${NAME}/0/seg00000.ts`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(SEGMENT)).toBe(true);
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(whole.headers['content-type']).toBe('video/mp2t');
    const part = await getAs(t, promoter, `/media/${NAME}/0/seg00000.ts`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SEGMENT.length}`);
    expect(part.rawPayload.equals(SEGMENT.subarray(100, 200))).toBe(true);
    const poster = await getAs(t, promoter, `/media/${NAME}/poster.jpg`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(POSTER)).toBe(true);
  });

  it('refuses a visitor and an ended session; a missing or other file is a 404', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    for (const file of ['master.m3u8', '0/index.m3u8', '0/seg00000.ts', 'poster.jpg']) {
      const answer = await getAs(t, null, `/media/${NAME}/${file}`);
      expect(answer.statusCode, file).toBe(401);
      expect(answer.rawPayload.includes(SEGMENT.subarray(0, 50))).toBe(false);
    }
    expect((await getAs(t, promoter, `/media/${NAME}/0/seg00000.ts`)).statusCode).toBe(200);
    await logout(t, promoter);
    expect((await getAs(t, promoter, `/media/${NAME}/0/seg00000.ts`)).statusCode).toBe(401);
    expect((await getAs(t, root, `/media/${NAME}/0/seg00001.ts`)).statusCode).toBe(404);
    expect((await getAs(t, root, `/media/${NAME}/notes.html`)).statusCode).toBe(404);
  });

  it('is never served as a plain upload under /uploads/final/, however the path is written', async () => {
    for (const url of [
      `/uploads/final/media/${NAME}/master.m3u8`,
      `/uploads/final/media/${NAME}/0/seg00000.ts`,
      `/uploads/final/x/../media/${NAME}/poster.jpg`,
      `/uploads/final/./media/${NAME}/poster.jpg`,
      `/uploads/final/%6dedia/${NAME}/poster.jpg`,
    ]) {
      const answer = await getAs(t, root, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.rawPayload.equals(POSTER)).toBe(false);
    }
  });
});

describe('from a bucket', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: S3Storage;
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    server = await startS3Server('portal-media');
    bucket = new S3Storage(server.settings);
    t = await createTestApp({ ...server.env, MEDIA_URL_SECONDS: '600' });
    root = await loginRoot(t.app);
    await storeLadder(bucket);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await t?.close();
    bucket?.close();
    await server?.close();
  });

  it('hands a signed-in user playlists whose segments are signed URLs of the bucket, which sends them', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const master = await getAs(t, promoter, `/media/${NAME}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe(MASTER);
    const variant = await getAs(t, promoter, `/media/${NAME}/0/index.m3u8`);
    expect(variant.statusCode, variant.body).toBe(200);
    expect(variant.headers['cache-control']).toBe('private, no-store');
    const [segmentUrl, ...others] = variant.body.split('\n').filter((line) => line.startsWith('http'));
    expect(others).toEqual([]);
    const signed = new URL(segmentUrl!);
    expect(signed.origin).toBe(server.settings.endpoint);
    expect(signed.pathname).toBe(`/portal-media/media/${NAME}/0/seg00000.ts`);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    const fetched = await fetch(signed);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(SEGMENT)).toBe(true);
    // A poster goes by a redirect to its signed URL.
    const poster = await getAs(t, promoter, `/media/${NAME}/poster.jpg`);
    expect(poster.statusCode).toBe(302);
    expect(Buffer.from(await (await fetch(String(poster.headers.location))).arrayBuffer())).toEqual(POSTER);
    // A visitor gets neither playlist nor a signed URL.
    for (const file of ['master.m3u8', '0/index.m3u8', 'poster.jpg']) {
      const answer = await getAs(t, null, `/media/${NAME}/${file}`);
      expect(answer.statusCode, file).toBe(401);
      expect(answer.body).not.toContain('X-Amz-Signature');
      expect(answer.headers.location).toBeUndefined();
    }
    expect((await getAs(t, root, `/uploads/final/media/${NAME}/poster.jpg`)).statusCode).toBe(404);
    // The page may fetch from the bucket: its origin is in the Content-Security-Policy.
    const csp = String(master.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${server.settings.endpoint}[;]`));
    expect(csp).toMatch(new RegExp(`media-src 'self' blob: ${server.settings.endpoint}[;]`));
  });

  it('a signed segment URL is refused by the bucket once it has expired', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const variant = await getAs(t, promoter, `/media/${NAME}/0/index.m3u8`);
    const segmentUrl = variant.body.split('\n').find((line) => line.startsWith('http'))!;
    // The bucket's clock (s3rver runs in this process) moves past the URL's 600 seconds.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    const expired = await fetch(segmentUrl);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    vi.useRealTimers();
    expect((await fetch(segmentUrl)).status).toBe(200);
  });

  it('points the signed URLs at the CDN of MEDIA_BASE_URL', async () => {
    const cdn = await createTestApp({ ...server.env, MEDIA_BASE_URL: 'https://media.example.in' });
    try {
      const admin = await loginRoot(cdn.app);
      const variant = await getAs(cdn, admin, `/media/${NAME}/0/index.m3u8`);
      const segmentUrl = new URL(variant.body.split('\n').find((line) => line.startsWith('http'))!);
      expect(segmentUrl.origin).toBe('https://media.example.in');
      expect(segmentUrl.pathname).toBe(`/media/${NAME}/0/seg00000.ts`);
      // The signature is the bucket's: the CDN passes the request on to it unchanged.
      const atBucket = new URL(
        `${server.settings.endpoint}/portal-media${segmentUrl.pathname}${segmentUrl.search}`,
      );
      expect((await fetch(atBucket)).status).toBe(200);
    } finally {
      await cdn.close();
    }
  });
});

import { MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, loginRoot, registerAndLogin, type Session } from '../test/fixtures.js';
import { startS3Server } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 18, point 5 (docs/decisions/167-faults-under-load.md): the bucket unreachable. Uploads and
 * playback answer 503 saying that videos and files cannot be reached (not the database's message,
 * not a 500); everything else keeps working.
 */
/** The smallest valid PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the bucket unreachable', () => {
  let t: TestApp;
  let root: Session;
  let bucket: Awaited<ReturnType<typeof startS3Server>>;

  beforeAll(async () => {
    bucket = await startS3Server();
    t = await createTestApp(bucket.env);
    root = await loginRoot(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = () => {
    const form = new FormData();
    form.append('image', new Blob([PNG]), 'photo.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return request.arrayBuffer().then((body) =>
      t.app.inject(
        asSession(root, {
          method: 'POST',
          url: '/api/v1/upload',
          payload: Buffer.from(body),
          headers: { 'content-type': request.headers.get('content-type')! },
        }),
      ),
    );
  };

  it('uploads and playback say so with a 503; lists, sign-in and money go on', async () => {
    const stored = await upload();
    expect(stored.statusCode, stored.body).toBe(201);
    await bucket.close();

    const refused = await upload();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().message).toBe(MESSAGES.filesUnavailable);
    expect(refused.headers['retry-after']).toBe('2');
    const playback = await t.app.inject(
      asSession(root, { url: '/media/0b4c6f8e-2d3a-4e5f-8a9b-1c2d3e4f5a6b/master.m3u8' }),
    );
    expect(playback.statusCode, playback.body).toBe(503);
    expect(playback.json().message).toBe(MESSAGES.filesUnavailable);

    const promoter = await registerAndLogin(t.app, root.promoterCode);
    expect((await t.app.inject(asSession(root, { url: '/api/v1/all-referrals' }))).statusCode).toBe(200);
    expect((await t.app.inject(asSession(promoter, { url: '/api/v1/user-dashboard' }))).statusCode).toBe(200);
    expect((await t.app.inject(asSession(promoter, { url: '/api/v1/wallets' }))).statusCode).toBe(200);
  });
});

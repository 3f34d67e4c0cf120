import { afterAll, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.js';
import { S3Storage } from './s3-storage.js';
import { describeStorage } from './storage.suite.js';

let server: Awaited<ReturnType<typeof startS3Server>> | undefined;
let storage: S3Storage | undefined;

describeStorage('S3', async () => {
  server = await startS3Server();
  storage = new S3Storage(server.settings);
  return storage;
});

afterAll(async () => {
  storage?.close();
  await server?.close();
});

it('hands out a presigned URL that serves the object without credentials, for the time asked', async () => {
  await storage!.put('signed/poster.png', Buffer.from('png-bytes'));
  const url = new URL((await storage!.signedUrl('signed/poster.png', 60))!);
  expect(url.pathname).toBe('/portal-test/signed/poster.png');
  expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('png-bytes');
  // The media type given when it was stored (from the name here).
  expect(answer.headers.get('content-type')).toBe('image/png');
});

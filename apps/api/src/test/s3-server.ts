import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage/s3-storage.js';

/**
 * An S3-compatible server on loopback for tests (s3rver, from npm: there is no bucket service to
 * reach here), with one empty bucket, serving from a temporary directory removed on close.
 */
export async function startS3Server(bucket = 'portal-test'): Promise<{
  settings: S3Settings;
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

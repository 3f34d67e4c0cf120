import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage, StoredObject } from './storage.js';
import { checkedKey, contentTypeOf, rangeHeader, type ByteRange } from './storage.rules.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2, a test's s3rver); absent: AWS itself. */
  endpoint?: string;
  /** Absent: the SDK's own chain (AWS_* variables, an instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most S3-compatible servers. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: S3's minimum is 5 MiB; 8 MiB keeps a 500 MiB video to 63 parts. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Storage in an S3-compatible bucket through the AWS SDK v3
 * (docs/decisions/157-one-storage-for-every-file.md). Large objects go up in parts (lib-storage's
 * Upload, which aborts the multipart upload if a part fails, so nothing half-written is left
 * behind). Checksums are sent only where S3 requires them: the SDK's default streams every body
 * `aws-chunked` with a trailing checksum, which S3-compatible servers commonly refuse.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer, options: { contentType?: string } = {}): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: body,
        ContentType: options.contentType ?? contentTypeOf(key),
      },
      partSize: PART_SIZE,
      queueSize: 2,
    });
    await upload.done();
  }

  async moveIn(key: string, workingFile: string, options: { contentType?: string } = {}): Promise<void> {
    try {
      await this.put(key, createReadStream(workingFile), options);
    } finally {
      await rm(workingFile, { force: true });
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return { key, size: found.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const found = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(key),
          Range: range ? rangeHeader(range) : undefined,
        }),
      );
      return found.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T | null> {
    const body = await this.read(key);
    if (!body) return null;
    const copy = path.join(tmpdir(), `portal-${randomUUID()}-${path.posix.basename(key)}`);
    try {
      await pipeline(body, createWriteStream(copy));
      return await work(copy);
    } finally {
      await rm(copy, { force: true });
    }
  }

  async signedUrl(key: string, seconds: number): Promise<string | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404
  );
}

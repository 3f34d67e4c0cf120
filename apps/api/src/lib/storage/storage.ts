import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/env.js';
import { LocalStorage } from './local-storage.js';
import type { S3Storage } from './s3-storage.js';
import type { ByteRange } from './storage.rules.js';

/** One stored object: its key and its size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where every file the portal keeps lives: uploads, and what is made from them
 * (docs/decisions/157-one-storage-for-every-file.md). Two implementations: a directory on this
 * machine (local-storage.ts, the embedded default) and an S3-compatible bucket (s3-storage.ts,
 * `STORAGE=s3`). Nothing outside them reads or writes a stored file's path. Keys follow
 * storage.rules.ts; a key that does not is refused with an Error (a bug, not bad input).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, replacing what was there; readers never see half an object. */
  put(key: string, body: Readable | Buffer, options?: { contentType?: string }): Promise<void>;
  /**
   * Moves a finished working file (a temporary file on this machine) in under `key`; the working
   * file is gone afterwards, whether or not the move succeeded.
   */
  moveIn(key: string, workingFile: string, options?: { contentType?: string }): Promise<void>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or a range of them), or null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /**
   * Runs `work` with a path to the object's bytes on this machine, for a tool that reads files
   * (ffprobe): the local file itself, or a temporary copy removed afterwards. Null when absent.
   */
  withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T | null>;
  /**
   * A URL that serves the object for `seconds` without the API (a presigned GET), or null where
   * the API serves the bytes itself (local storage).
   */
  signedUrl(key: string, seconds: number): Promise<string | null>;
  /** Lets go of open connections (the bucket's client); the storage is not used afterwards. */
  close(): void;
}

/** The local directory of stored files: where uploads have always lived (`DATA_DIR/uploads/final`). */
export function localStorageDirectory(config: Pick<AppConfig, 'UPLOADS_DIR'>): string {
  return path.join(config.UPLOADS_DIR, 'final');
}

/**
 * The storage the configuration names (`STORAGE`, `S3_*`; .env.example). The AWS SDK is loaded
 * only for a bucket: a portal on local storage neither pays for it at start nor hears from it.
 */
export async function storageFromConfig(config: AppConfig): Promise<Storage> {
  if (config.STORAGE === 'local') return new LocalStorage(localStorageDirectory(config));
  return s3StorageFromConfig(config);
}

/** The bucket the configuration names, whatever `STORAGE` says (`npm run storage:migrate`). */
export async function s3StorageFromConfig(config: AppConfig): Promise<S3Storage> {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

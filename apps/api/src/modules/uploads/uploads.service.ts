import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { UPLOAD_LIMITS, type UploadResult } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage/storage.js';
import {
  acceptedType,
  boxAt,
  isStoredName,
  isUploadKind,
  KIND_MESSAGES,
  movieHeaderSeconds,
  UPLOAD_KINDS,
  wholeSeconds,
  type UploadKind,
} from './uploads.rules.js';

/**
 * Uploaded files (docs/product/content-and-earning.md, "Uploads"; docs/decisions/036-serving-uploads.md):
 * streamed to a temporary working file while the size is counted, sniffed, then moved under a
 * generated name into the portal's storage (docs/decisions/157-one-storage-for-every-file.md),
 * which /uploads/final/ serves. No client name or path reaches the disk or the bucket.
 */

export { isStoredName } from './uploads.rules.js';

export const UPLOADS_URL_PREFIX = '/uploads/final/';

export function fileUrl(file: string): string {
  return `${UPLOADS_URL_PREFIX}${file}`;
}

export const MESSAGES = {
  field: `Send the file in the field ${UPLOAD_KINDS.join(' or ')}`,
  noFile: 'Choose a file to upload',
  multipart: `Send the file as multipart/form-data in the field ${UPLOAD_KINDS.join(' or ')}`,
  length: 'The length of this video could not be read: is the file complete?',
} as const;

/** The stored files, by the names we generated. Any other name is simply not there. */
export interface FileStore {
  /** Where the files are kept (what is made from them lives there too). */
  readonly storage: Storage;
  exists(file: string): Promise<boolean>;
  remove(file: string): Promise<void>;
  /**
   * A stored video's length in whole seconds, read again from the file itself (never taken from a
   * client), or null when the name is not ours, the file is gone or it is not a readable video.
   */
  videoSeconds(file: string): Promise<number | null>;
}

export function fileStore(storage: Storage, options: StoreOptions = {}): FileStore {
  const exists = async (file: string) => isStoredName(file) && (await storage.head(file)) !== null;
  return {
    exists,
    storage,
    async remove(file) {
      if (isStoredName(file)) await storage.remove(file);
    },
    async videoSeconds(file) {
      if (!isStoredName(file)) return null;
      return storedVideoSeconds(storage, file, options);
    },
  };
}

/**
 * A stored video's length: ffprobe reads a bucket's object through a short-lived URL (only the
 * parts it needs, not 500 MB); where that fails, or on local storage, the bytes on this machine.
 */
async function storedVideoSeconds(
  storage: Storage,
  file: string,
  options: StoreOptions,
): Promise<number | null> {
  const url = await storage.signedUrl(file, 300);
  const probed = url === null ? null : await ffprobeSeconds(url, options.ffprobe ?? 'ffprobe');
  return probed ?? (await storage.withLocalFile(file, (onDisk) => videoSeconds(onDisk, options)));
}

/** POST upload: the request's one file, stored, and an audit row saying who uploaded what. */
export async function uploadFromRequest({
  db,
  storage,
  workDir,
  actor,
  request,
}: {
  db: Database;
  storage: Storage;
  /** Where the upload's working file is written while it is checked (on this machine). */
  workDir: string;
  actor: Actor;
  request: FastifyRequest;
}): Promise<UploadResult> {
  if (!request.isMultipart()) throw fieldError('file', MESSAGES.multipart);
  const part = await request.file();
  if (!part) throw fieldError('file', MESSAGES.noFile);
  const stored = await storeUpload(storage, workDir, part);
  await auditUpload({ db, storage, actor, stored, clientName: part.filename });
  return stored;
}

/**
 * The audit row of a stored upload (POST upload and the resumable uploads alike): who uploaded
 * what, under which name. When the row cannot be written the stored file is removed again, so no
 * file is kept that the audit log does not know.
 */
export async function auditUpload({
  db,
  storage,
  actor,
  stored,
  clientName,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  stored: UploadResult;
  /** The name the file had on the uploader's device (only recorded, never used as a path). */
  clientName: string;
}): Promise<void> {
  try {
    await withTransaction(db, (tx) =>
      writeAudit(tx, {
        actor,
        action: 'upload.create',
        entity: 'uploads',
        entityId: path.parse(stored.file).name, // the UUID: the column holds 40 characters
        after: { ...stored, client_name: clientName.slice(0, 200) },
      }),
    );
  } catch (error) {
    await fileStore(storage).remove(stored.file);
    throw error;
  }
}

/** Counts bytes as they pass and stops the stream once `limit` is passed. */
function sizeLimit(limit: number, kind: UploadKind) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) {
        const message = KIND_MESSAGES[kind].tooLarge;
        done(new AppError(413, message, { [kind]: [message] }, { connection: 'close' }));
      } else done(null, chunk);
    },
  });
}

export interface StoreOptions {
  /** The ffprobe binary; tests point it elsewhere to exercise the fallbacks. */
  ffprobe?: string;
}

/**
 * Stores one uploaded file: `fieldname` is the kind (`image` or `video`). Whatever goes wrong,
 * the working file in `workDir` is removed and nothing lands in storage.
 */
export async function storeUpload(
  storage: Storage,
  workDir: string,
  upload: { fieldname: string; file: Readable },
  options: StoreOptions = {},
): Promise<UploadResult> {
  const kind = upload.fieldname;
  if (!isUploadKind(kind)) {
    upload.file.resume();
    throw fieldError('file', MESSAGES.field);
  }
  await mkdir(workDir, { recursive: true });
  const tmpFile = path.join(workDir, randomUUID());
  try {
    await pipeline(upload.file, sizeLimit(UPLOAD_LIMITS[kind], kind), createWriteStream(tmpFile));
    const size = (await stat(tmpFile)).size;
    if (size === 0) throw fieldError(kind, MESSAGES.noFile);
    const type = acceptedType(kind, (await fileTypeFromFile(tmpFile))?.mime);
    if (!type) throw fieldError(kind, KIND_MESSAGES[kind].wrongType);
    let durationSeconds: number | null = null;
    if (kind === 'video') {
      durationSeconds = await videoSeconds(tmpFile, options);
      if (durationSeconds === null) throw fieldError(kind, MESSAGES.length);
    }
    const file = `${randomUUID()}.${type.ext}`;
    await storage.moveIn(file, tmpFile, { contentType: type.mime });
    return { file, url: fileUrl(file), kind, mime: type.mime, size, duration_seconds: durationSeconds };
  } finally {
    await rm(tmpFile, { force: true });
  }
}

/** A video's length in whole seconds: ffprobe when the machine has it, else the file's own headers. */
export async function videoSeconds(file: string, options: StoreOptions = {}): Promise<number | null> {
  return (
    (await ffprobeSeconds(file, options.ffprobe ?? 'ffprobe')) ??
    (await mp4HeaderSeconds(file)) ??
    (await metadataSeconds(file))
  );
}

const run = promisify(execFile);

async function ffprobeSeconds(file: string, ffprobe: string): Promise<number | null> {
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
      { timeout: 30_000 },
    );
    return wholeSeconds(Number.parseFloat(stdout));
  } catch {
    return null; // not installed, or it could not read the file
  }
}

/** The MP4/MOV movie header, found by walking the top-level boxes (it may sit at the end). */
async function mp4HeaderSeconds(file: string): Promise<number | null> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= size;) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      const box = boxAt(header.subarray(0, bytesRead), 0, size - offset);
      if (!box) return null;
      if (box.type === 'moov') {
        const bodyLength = Math.min(
          box.size - box.bodyStart,
          size - offset - box.bodyStart,
          64 * 1024 * 1024,
        );
        const body = Buffer.alloc(bodyLength);
        await handle.read(body, 0, bodyLength, offset + box.bodyStart);
        return wholeSeconds(movieHeaderSeconds(body) ?? Number.NaN);
      }
      offset += box.size;
    }
    return null;
  } finally {
    await handle.close();
  }
}

async function metadataSeconds(file: string): Promise<number | null> {
  try {
    const metadata = await parseFile(file, { duration: true, skipCovers: true });
    return wholeSeconds(metadata.format.duration ?? Number.NaN);
  } catch {
    return null;
  }
}

import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { MESSAGES as SHARED_MESSAGES, UPLOAD_LIMITS } from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { requireActor } from '../../lib/fastify.js';
import { AppError, fieldError, isDatabaseUnavailable, notFound } from '../../lib/errors.js';
import { errorBodyIn, languageOfRequest } from '../../lib/messages.js';
import type { Storage } from '../../lib/storage/storage.js';
import { KIND_MESSAGES } from './uploads.rules.js';
import { auditUpload, MESSAGES, storeUpload } from './uploads.service.js';

/**
 * Resumable uploads of videos (issue 17, point 2): the tus 1.0 protocol (https://tus.io, creation,
 * termination) under /api/v1/uploads/resumable, for admins. The partial upload lives on this
 * machine in UPLOADS_DIR/resumable (the FileStore: the bytes as `<id>`, its offset and metadata as
 * `<id>.json`). When its last byte arrives it goes through exactly what POST upload does
 * (uploads.service.ts `storeUpload`: size limit, type sniffed from the content, a generated name,
 * the length read, then the portal's storage, docs/decisions/157-one-storage-for-every-file.md) and
 * the same `upload.create` audit row is written; the partial upload is then deleted, stored or
 * refused. The final PATCH answers with the stored name in `Upload-File` (the name a video's `file`
 * field takes) and its length in `Upload-Duration-Seconds`; a refused file answers 422 with the
 * portal's usual error body.
 */

export const RESUMABLE_UPLOADS_PATH = '/api/v1/uploads/resumable';
/** The response headers of a finished upload. */
export const UPLOAD_FILE_HEADER = 'Upload-File';
export const UPLOAD_DURATION_HEADER = 'Upload-Duration-Seconds';
/** The upload's metadata key naming the admin who created it (set by the server, never the client's). */
const OWNER_KEY = 'portal_owner';
/**
 * How long a partial upload is kept from its creation: a 500 MB video over a slow phone link takes
 * hours, an abandoned one is deleted after this (`removeExpired`, hourly, and a request for it
 * answers 410 Gone, so the dialog starts it afresh).
 */
export const RESUMABLE_UPLOAD_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** The ids the tus server gives (16 random bytes in hex); any other last segment is no upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export interface ResumableUploads {
  /**
   * Hands the request to the tus server, once the route's hooks have let the caller in; `id` is
   * the upload's (HEAD, PATCH, DELETE), absent for POST.
   */
  handle(request: FastifyRequest, reply: FastifyReply, id?: string): Promise<void>;
  /** Where the partial uploads are kept (tests look there). */
  directory: string;
  /** Deletes the partial uploads older than RESUMABLE_UPLOAD_LIFETIME_MS; how many it deleted. */
  removeExpired(): Promise<number>;
}

/**
 * tus's FileStore in a directory made before it. FileStore's constructor makes its directory again
 * in the background and throws from that callback (an uncaught exception, which ends the process)
 * when it fails: as it did when a test's data directory was removed while the second making was
 * under way (authorization-matrix.test.ts, once in CI). This one leaves that out.
 */
export class FileStoreInMadeDirectory extends FileStore {}
(FileStoreInMadeDirectory.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory =
  () => undefined;

export function resumableUploads({
  db,
  storage,
  uploadsDir,
}: {
  db: Database;
  storage: Storage;
  /** UPLOADS_DIR: partial uploads in `resumable`, the checks' working files in `tmp`. */
  uploadsDir: string;
}): ResumableUploads {
  const directory = path.join(uploadsDir, 'resumable');
  const workDir = path.join(uploadsDir, 'tmp');
  // Made on first use, and its directory before it (an app that never takes a resumable upload
  // never makes either).
  let store: FileStore | undefined;
  const datastoreOf = () => {
    if (!store) {
      mkdirSync(directory, { recursive: true });
      store = new FileStoreInMadeDirectory({
        directory,
        expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS,
      });
    }
    return store;
  };
  /** The Fastify request of each raw request the tus server is handling: its caller and language. */
  const callers = new WeakMap<IncomingMessage, FastifyRequest>();

  /**
   * The partial upload a POST finished (its bytes came with the creation): deleted once the tus
   * server has answered, since it reads the upload again after the finish hook.
   */
  const finishedBy = new WeakMap<IncomingMessage, string>();
  const rawOf = (req: Request) =>
    (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

  const callerOf = (req: Request): FastifyRequest => {
    const raw = rawOf(req);
    const request = raw && callers.get(raw);
    if (!request) throw new Error('resumable upload: a request that did not come through its route');
    return request;
  };

  /** The portal's JSON error answer for `error`, as the app's error handler would give it. */
  const errorAnswer = async (request: FastifyRequest, error: unknown) => {
    let status = 500;
    let message: string = SHARED_MESSAGES.serverError;
    let fieldErrors: Record<string, string[]> | undefined;
    if (error instanceof AppError) {
      ({ statusCode: status, message, fieldErrors } = error);
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      status = 503;
      message = SHARED_MESSAGES.databaseUnavailable;
    } else {
      request.log.error({ err: error }, 'resumable upload: storing the finished upload failed');
    }
    const body = await errorBodyIn(languageOfRequest(request), message, fieldErrors);
    return {
      status_code: status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    };
  };

  const finish = async (req: Request, upload: Upload) => {
    const request = callerOf(req);
    try {
      const stored = await storeUpload(storage, workDir, {
        fieldname: 'video',
        file: createReadStream(path.join(directory, upload.id)),
      });
      await auditUpload({
        db,
        storage,
        actor: requireActor(request),
        stored,
        clientName: upload.metadata?.filename ?? '',
      });
      return {
        headers: {
          [UPLOAD_FILE_HEADER]: stored.file,
          [UPLOAD_DURATION_HEADER]: String(stored.duration_seconds ?? ''),
        },
      };
    } catch (error) {
      return errorAnswer(request, error);
    } finally {
      // Stored or refused, the partial upload is done with: a HEAD for it now answers 404.
      if (req.method === 'POST') finishedBy.set(request.raw, upload.id);
      else
        await datastoreOf()
          .remove(upload.id)
          .catch(() => undefined);
    }
  };

  let server: Server | undefined;
  const serverOf = () =>
    (server ??= new Server({
      path: RESUMABLE_UPLOADS_PATH,
      datastore: datastoreOf(),
      relativeLocation: true,
      respectForwardedHeaders: false,
      // The backstop of the route's own check of Upload-Length (also a deferred length's).
      maxSize: UPLOAD_LIMITS.video,
      // The admin dialog is the portal's own page: no other origin is given CORS access.
      allowedOrigins: () => false,
      exposedHeaders: [UPLOAD_FILE_HEADER, UPLOAD_DURATION_HEADER],
      onUploadCreate: async (req, upload) => ({
        metadata: { ...upload.metadata, [OWNER_KEY]: String(requireActor(callerOf(req)).id) },
      }),
      onUploadFinish: finish,
    }));

  return {
    directory,
    async removeExpired() {
      if (!existsSync(directory)) return 0;
      return datastoreOf().deleteExpired();
    },
    async handle(request, reply, id) {
      const actor = requireActor(request);
      if (id !== undefined) {
        // One admin's partial upload is no other's to read, continue or cancel.
        if (!UPLOAD_ID.test(id)) throw notFound();
        const upload = await datastoreOf()
          .getUpload(id)
          .catch(() => null);
        if (upload && upload.metadata?.[OWNER_KEY] !== String(actor.id)) throw notFound();
      } else {
        refuseLength(request.headers['upload-length']);
      }
      callers.set(request.raw, request);
      // From here the tus server writes the answer itself; the headers the app's hooks set so far
      // (security headers, the request id) go with it.
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      try {
        await serverOf().handle(request.raw, reply.raw);
      } finally {
        const finished = finishedBy.get(request.raw);
        if (finished)
          await datastoreOf()
            .remove(finished)
            .catch(() => undefined);
      }
    },
  };
}

/**
 * An empty file, or a video larger than POST upload takes, is refused before anything is created
 * (422 as POST upload answers an empty file, 413).
 */
function refuseLength(uploadLength: string | string[] | undefined): void {
  const length = typeof uploadLength === 'string' ? Number.parseInt(uploadLength, 10) : Number.NaN;
  if (length === 0) throw fieldError('video', MESSAGES.noFile);
  if (length > UPLOAD_LIMITS.video) {
    const message = KIND_MESSAGES.video.tooLarge;
    throw new AppError(413, message, { video: [message] });
  }
}

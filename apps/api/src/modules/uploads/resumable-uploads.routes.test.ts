import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileStore } from '@tus/file-store';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../db/schema.js';
import { LocalStorage } from '../../lib/storage/local-storage.js';
import { createAdmin, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import {
  FileStoreInMadeDirectory,
  RESUMABLE_UPLOAD_LIFETIME_MS,
  resumableUploads,
} from './resumable-uploads.service.js';
import { KIND_MESSAGES } from './uploads.rules.js';
import { MESSAGES } from './uploads.service.js';

const media = (name: string) => fileURLToPath(new URL(`../../../media/${name}`, import.meta.url));
const WEBM = readFileSync(media('clip-3s.webm'));
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const URL_PATH = '/api/v1/uploads/resumable';
const TUS = { 'tus-resumable': '1.0.0' };

const t = useTestApp();
const { root } = t;
let user: Session;
let otherAdmin: Session;

beforeAll(async () => {
  user = await registerAndLogin(t.app, root.promoterCode);
  otherAdmin = await createAdmin(t.app, root);
});

const partialDir = () => path.join(t.config.UPLOADS_DIR, 'resumable');
const finalDir = () => path.join(t.config.UPLOADS_DIR, 'final');
const listDir = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const stored = () => new LocalStorage(finalDir());

function create(session: Session | null, length: number, filename = 'My Clip.webm') {
  const options = {
    method: 'POST' as const,
    url: URL_PATH,
    headers: {
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}`,
    },
  };
  return session ? t.request(session, options) : t.app.inject(options);
}

async function created(session: Session, length: number, filename?: string): Promise<string> {
  const response = await create(session, length, filename);
  expect(response.statusCode, response.body).toBe(201);
  const location = response.headers.location as string;
  expect(location).toMatch(new RegExp(`^${URL_PATH}/[0-9a-f]{32}$`));
  return location;
}

function patch(session: Session, location: string, offset: number, bytes: Buffer) {
  return t.request(session, {
    method: 'PATCH',
    url: location,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
}

const head = (session: Session, location: string) =>
  t.request(session, { method: 'HEAD', url: location, headers: TUS });

describe('resumable uploads (tus)', () => {
  it('resumes an interrupted upload from the server offset and stores the same bytes, audited', async () => {
    const before = listDir(finalDir());
    const location = await created(root, WEBM.length);
    const half = Math.floor(WEBM.length / 2);

    const first = await patch(root, location, 0, WEBM.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-file']).toBeUndefined();
    expect(listDir(finalDir())).toEqual(before);

    // The client comes back: HEAD says where the server stands.
    const offset = await head(root, location);
    expect(offset.statusCode).toBe(200);
    expect(offset.headers['upload-offset']).toBe(String(half));
    expect(offset.headers['upload-length']).toBe(String(WEBM.length));
    // Bytes sent from the wrong offset are refused and change nothing.
    expect((await patch(root, location, 0, WEBM)).statusCode).toBe(409);
    // Another admin cannot see or continue it.
    expect((await head(otherAdmin, location)).statusCode).toBe(404);
    expect((await patch(otherAdmin, location, half, WEBM.subarray(half))).statusCode).toBe(404);

    const last = await patch(root, location, half, WEBM.subarray(half));
    expect(last.statusCode, last.body).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(WEBM.length));
    const file = last.headers['upload-file'] as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.webm$/);
    expect(last.headers['upload-duration-seconds']).toBe('3');
    expect(String(last.headers['access-control-expose-headers'])).toContain('Upload-File');

    const object = await stored().read(file);
    expect(object).not.toBeNull();
    expect(Buffer.compare(Buffer.concat(await object!.toArray()), WEBM)).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'upload.create'), eq(auditLogs.entityId, file.slice(0, 36))));
    expect(audit).toMatchObject({ actorId: root.userId, entity: 'uploads' });
    expect(audit!.after).toMatchObject({
      file,
      kind: 'video',
      duration_seconds: 3,
      client_name: 'My Clip.webm',
    });

    expect(listDir(partialDir())).toEqual([]);
    expect(listDir(path.join(t.config.UPLOADS_DIR, 'tmp'))).toEqual([]);
    expect((await head(root, location)).statusCode).toBe(404);
  });

  it('keeps the bytes that arrived before a dropped connection, and continues from there', async () => {
    const location = await created(root, WEBM.length);
    const partial = path.join(partialDir(), location.split('/').at(-1)!);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const arrived = 5000;
    // A phone's PATCH for the whole file: the link drops after 5000 bytes.
    const request = http.request(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${root.token}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(WEBM.length),
      },
    });
    request.on('error', () => undefined);
    request.write(WEBM.subarray(0, arrived));
    await expect.poll(() => statSync(partial).size, { timeout: 10_000 }).toBe(arrived);
    request.destroy();

    await expect
      .poll(async () => (await head(root, location)).headers['upload-offset'], { timeout: 10_000 })
      .toBe(String(arrived));
    const last = await patch(root, location, arrived, WEBM.subarray(arrived));
    expect(last.statusCode, last.body).toBe(204);
    const file = last.headers['upload-file'] as string;
    const object = await stored().read(file);
    expect(Buffer.compare(Buffer.concat(await object!.toArray()), WEBM)).toBe(0);
    expect(listDir(partialDir())).toEqual([]);
  });

  it('deletes a partial upload left longer than its lifetime, and keeps a recent one', async () => {
    const old = await created(root, WEBM.length);
    expect((await patch(root, old, 0, WEBM.subarray(0, 1000))).statusCode).toBe(204);
    const info = path.join(partialDir(), `${old.split('/').at(-1)!}.json`);
    const stale = new Date(Date.now() - RESUMABLE_UPLOAD_LIFETIME_MS - 60_000).toISOString();
    writeFileSync(info, JSON.stringify({ ...JSON.parse(readFileSync(info, 'utf8')), creation_date: stale }));
    const recent = await created(root, WEBM.length);
    // Past its lifetime it cannot be continued (410 Gone: the dialog starts afresh)...
    expect((await patch(root, old, 1000, WEBM.subarray(1000))).statusCode).toBe(410);

    // ...and the hourly sweep deletes it.
    const sweep = resumableUploads({ db: t.db, storage: stored(), uploadsDir: t.config.UPLOADS_DIR });
    expect(await sweep.removeExpired()).toBe(1);
    expect(listDir(partialDir()).sort()).toEqual(
      [recent.split('/').at(-1)!, `${recent.split('/').at(-1)!}.json`].sort(),
    );
    expect((await head(root, old)).statusCode).toBe(404);
    expect((await head(root, recent)).statusCode).toBe(200);
    expect((await t.request(root, { method: 'DELETE', url: recent, headers: TUS })).statusCode).toBe(204);
  });

  it('takes a whole file sent with its creation (creation-with-upload), and refuses an empty one', async () => {
    const whole = await t.request(root, {
      method: 'POST',
      url: URL_PATH,
      headers: {
        ...TUS,
        'upload-length': String(WEBM.length),
        'content-type': 'application/offset+octet-stream',
      },
      payload: WEBM,
    });
    expect(whole.statusCode, whole.body).toBe(201);
    const file = whole.headers['upload-file'] as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.webm$/);
    const object = await stored().read(file);
    expect(Buffer.compare(Buffer.concat(await object!.toArray()), WEBM)).toBe(0);
    // Removed just after the answer (the tus server reads it once more before answering).
    await expect.poll(() => listDir(partialDir())).toEqual([]);

    const before = listDir(finalDir());
    const empty = await create(root, 0);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { video: [MESSAGES.noFile] } });
    expect(listDir(finalDir())).toEqual(before);
    expect(listDir(partialDir())).toEqual([]);
  });

  it('deletes a cancelled upload and stores nothing', async () => {
    const before = listDir(finalDir());
    const location = await created(root, WEBM.length);
    expect((await patch(root, location, 0, WEBM.subarray(0, 4000))).statusCode).toBe(204);
    expect(listDir(partialDir()).length).toBe(2); // the bytes and their .json
    // Another admin cannot cancel it.
    expect((await t.request(otherAdmin, { method: 'DELETE', url: location, headers: TUS })).statusCode).toBe(
      404,
    );
    expect(listDir(partialDir()).length).toBe(2);

    const cancelled = await t.request(root, { method: 'DELETE', url: location, headers: TUS });
    expect(cancelled.statusCode).toBe(204);
    expect(listDir(partialDir())).toEqual([]);
    expect(listDir(finalDir())).toEqual(before);
    expect((await head(root, location)).statusCode).toBe(404);
  });

  it('refuses an HTML file named .mp4 with POST upload’s message, and keeps nothing', async () => {
    const before = listDir(finalDir());
    const location = await created(root, HTML.length, 'clip.mp4');
    const response = await patch(root, location, 0, HTML);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['upload-file']).toBeUndefined();
    const body = response.json();
    expect(body).toMatchObject({
      message: KIND_MESSAGES.video.wrongType,
      errors: { video: [KIND_MESSAGES.video.wrongType] },
    });
    expect(body.code).toEqual(expect.any(String));
    expect(listDir(finalDir())).toEqual(before);
    expect(listDir(partialDir())).toEqual([]);
    expect(listDir(path.join(t.config.UPLOADS_DIR, 'tmp'))).toEqual([]);
  });

  it('is for admins only: a user gets 403, a visitor 401, and nothing is created', async () => {
    expect((await create(user, WEBM.length)).statusCode).toBe(403);
    expect((await create(null, WEBM.length)).statusCode).toBe(401);
    expect(listDir(partialDir())).toEqual([]);
    const location = await created(root, WEBM.length);
    expect((await head(user, location)).statusCode).toBe(403);
    expect((await patch(user, location, 0, WEBM)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: location,
          headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          payload: WEBM,
        })
      ).statusCode,
    ).toBe(401);
    expect((await head(root, location)).headers['upload-offset']).toBe('0');
    expect((await t.request(root, { method: 'DELETE', url: location, headers: TUS })).statusCode).toBe(204);
  });

  it('refuses a cookie-signed request from another origin', async () => {
    const response = await t.request(root, {
      method: 'POST',
      url: URL_PATH,
      headers: { ...TUS, 'upload-length': '10', origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(listDir(partialDir())).toEqual([]);
  });

  it('refuses an upload larger than the video limit before creating anything', async () => {
    const response = await create(root, UPLOAD_LIMITS.video + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: KIND_MESSAGES.video.tooLarge });
    expect(listDir(partialDir())).toEqual([]);
    // At the limit itself it is accepted.
    const location = await created(root, UPLOAD_LIMITS.video);
    expect((await t.request(root, { method: 'DELETE', url: location, headers: TUS })).statusCode).toBe(204);
  });
});

describe("the partial uploads' store", () => {
  const parents: string[] = [];
  const newDirectory = () => {
    parents.push(mkdtempSync(path.join(os.tmpdir(), 'tus-store-')));
    return path.join(parents.at(-1)!, 'resumable');
  };
  afterAll(() => parents.forEach((parent) => rmSync(parent, { recursive: true, force: true })));

  it('makes no directory in the background, whose failure would end the process', async () => {
    // tus's own store does (the check is real) ...
    const tus = newDirectory();
    new FileStore({ directory: tus });
    await vi.waitFor(() => expect(existsSync(tus)).toBe(true));
    // ... the portal's, built once its directory is made, does not: not once filesystem calls made
    // after it have come back, and the callbacks after them.
    const portal = newDirectory();
    new FileStoreInMadeDirectory({ directory: portal });
    await mkdir(path.join(portal, '..', 'after'));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(existsSync(portal)).toBe(false);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema.js';
import { registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { LocalStorage } from '../../lib/storage/local-storage.js';
import { storeUpload, videoSeconds } from './uploads.service.js';

const media = (name: string) => fileURLToPath(new URL(`../../../media/${name}`, import.meta.url));
const WEBM = readFileSync(media('clip-3s.webm'));
const MP4 = readFileSync(media('clip-3s.mp4'));
/** The smallest valid PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n');

const t = useTestApp();
const { root } = t;
let user: Session;

beforeAll(async () => {
  user = await registerAndLogin(t.app, root.promoterCode);
});

const finalDir = () => path.join(t.config.UPLOADS_DIR, 'final');
const tmpDir = () => path.join(t.config.UPLOADS_DIR, 'tmp');
const listDir = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** A real multipart body, as a browser's FormData would send it. */
async function multipart(field: string, bytes: Buffer, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(session: Session, field: string, bytes: Buffer, filename: string, type?: string) {
  const body = await multipart(field, bytes, filename, type);
  return t.request(session, { method: 'POST', url: '/api/v1/upload', ...body });
}

describe('POST upload', () => {
  it('stores a video under a generated name with its length read from the file, and audits it', async () => {
    const response = await upload(root, 'video', WEBM, '../../etc/My Clip.webm', 'text/html');
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      kind: 'video',
      mime: 'video/webm',
      size: WEBM.length,
      duration_seconds: 3,
    });
    expect(result.file).toMatch(/^[a-f0-9-]{36}\.webm$/);
    expect(result.url).toBe(`/uploads/final/${result.file}`);
    expect(readFileSync(path.join(finalDir(), result.file))).toEqual(WEBM);
    expect(listDir(finalDir()).some((name) => name.includes('Clip'))).toBe(false);
    expect(listDir(tmpDir())).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'upload.create'), eq(auditLogs.entityId, result.file.slice(0, 36))));
    expect(audit).toMatchObject({ actorId: root.userId, entity: 'uploads' });
    expect(audit!.after).toMatchObject({ file: result.file, client_name: 'My Clip.webm' });
  });

  it('reads an MP4 length from its movie header, and a picture has no length', async () => {
    const video = await upload(root, 'video', MP4, 'clip.bin');
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json()).toMatchObject({ mime: 'video/mp4', duration_seconds: 3 });
    expect(video.json().file).toMatch(/\.mp4$/);
    const picture = await upload(root, 'image', PNG, 'photo.gif', 'image/gif');
    expect(picture.statusCode, picture.body).toBe(201);
    expect(picture.json()).toMatchObject({ kind: 'image', mime: 'image/png', duration_seconds: null });
    expect(picture.json().file).toMatch(/\.png$/);
  });

  it('finds a length without ffprobe, from the headers or the metadata parser', async () => {
    const clips = [media('clip-3s.mp4'), media('clip-3s.webm')];
    for (const clip of clips) expect(await videoSeconds(clip, { ffprobe: '/nonexistent/ffprobe' })).toBe(3);
  });

  it('refuses content that is not of the kind, whatever its name or declared type, leaving nothing behind', async () => {
    const before = listDir(finalDir());
    const cases = [
      { field: 'video', bytes: HTML, name: 'clip.mp4', type: 'video/mp4', message: /not a video/ },
      { field: 'image', bytes: HTML, name: 'photo.png', type: 'image/png', message: /not a picture/ },
      { field: 'image', bytes: SVG, name: 'logo.png', type: 'image/png', message: /not a picture/ },
      { field: 'image', bytes: SVG, name: 'logo.svg', type: 'image/svg+xml', message: /not a picture/ },
      { field: 'video', bytes: SCRIPT, name: 'run.mp4', type: 'video/mp4', message: /not a video/ },
      { field: 'video', bytes: PNG, name: 'clip.mp4', type: 'video/mp4', message: /not a video/ },
      { field: 'image', bytes: WEBM, name: 'photo.png', type: 'image/png', message: /not a picture/ },
      { field: 'video', bytes: MP4.subarray(0, 64), name: 'cut.mp4', type: 'video/mp4', message: /length/ },
    ];
    for (const { field, bytes, name, type, message } of cases) {
      const response = await upload(root, field, bytes, name, type);
      expect(response.statusCode, `${field} ${name}`).toBe(422);
      expect(response.json().errors[field][0]).toMatch(message);
    }
    expect(listDir(finalDir())).toEqual(before);
    expect(listDir(tmpDir())).toEqual([]);
  });

  it('stops a file over its kind limit while it streams: 413 naming the field', async () => {
    const before = listDir(finalDir());
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(root, 'image', big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.image).toEqual(['A picture can be at most 5 MB']);
    expect(listDir(finalDir())).toEqual(before);
    expect(listDir(tmpDir())).toEqual([]);
  });

  it('counts the limit while the bytes arrive: a never-ending upload is stopped just past it, never read whole', async () => {
    const limit = UPLOAD_LIMITS.image;
    const chunk = 64 * 1024;
    let pulled = 0;
    // A client that would send 20 times the limit; every byte the service reads is counted here.
    const endless = new Readable({
      highWaterMark: chunk,
      read() {
        if (pulled >= limit * 20) return void this.push(null);
        pulled += chunk;
        this.push(
          pulled === chunk ? Buffer.concat([PNG, Buffer.alloc(chunk - PNG.length)]) : Buffer.alloc(chunk),
        );
      },
    });
    const storage = new LocalStorage(finalDir());
    const upload = storeUpload(storage, tmpDir(), { fieldname: 'image', file: endless });
    await expect(upload).rejects.toMatchObject({ statusCode: 413 });
    // Read up to the limit, the chunk that crossed it and what the stream buffers ahead, no more.
    expect(pulled).toBeGreaterThan(limit);
    expect(pulled).toBeLessThanOrEqual(limit + 4 * chunk);
    expect(endless.destroyed).toBe(true);
    expect(listDir(tmpDir())).toEqual([]);
  });

  it('names the field when the field, the file or the encoding is wrong', async () => {
    const wrongField = await upload(root, 'file', PNG, 'photo.png');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.file).toEqual(['Send the file in the field image or video']);
    const empty = await upload(root, 'image', Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.image).toEqual(['Choose a file to upload']);
    const json = await t.request(root, { method: 'POST', url: '/api/v1/upload', payload: {} });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file[0]).toMatch(/multipart\/form-data/);
    expect(listDir(tmpDir())).toEqual([]);
  });

  it('is for admins only: a user uploads nothing', async () => {
    const before = listDir(finalDir());
    const response = await upload(user, 'image', PNG, 'photo.png');
    expect(response.statusCode).toBe(403);
    expect(listDir(finalDir())).toEqual(before);
  });
});

describe('serving and removing uploaded files', () => {
  it('serves byte ranges so a video can seek, with nosniff', async () => {
    const { file } = (await upload(root, 'video', MP4, 'clip.mp4')).json();
    const response = await t.app.inject({
      url: `/uploads/final/${file}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(MP4.subarray(100, 200));
  });

  it('removes a file when the last video using it is deleted or moves to another file', async () => {
    const first = (await upload(root, 'video', WEBM, 'a.webm')).json().file;
    const second = (await upload(root, 'video', WEBM, 'b.webm')).json().file;
    const video = (day: number, file: string) => ({ title: `Day ${day}`, file, duration_seconds: 3, day });
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.request(root, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) });
    const one = await send('POST', 'training-videos', video(1, first));
    const two = await send('POST', 'training-videos', video(2, first));
    expect([one.statusCode, two.statusCode], one.body + two.body).toEqual([201, 201]);
    const onDisk = (file: string) => existsSync(path.join(finalDir(), file));

    expect((await send('DELETE', `training-videos/${one.json().id}`)).statusCode).toBe(200);
    expect(onDisk(first)).toBe(true); // day 2 still plays it
    expect((await send('PUT', `training-videos/${two.json().id}`, video(2, second))).statusCode).toBe(200);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
    expect((await send('DELETE', `training-videos/${two.json().id}`)).statusCode).toBe(200);
    expect(onDisk(second)).toBe(false);
  });
});

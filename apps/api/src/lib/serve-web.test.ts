import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The build writes each file three times: plain, brotli (.br) and gzip (.gz). Here each copy has
// recognisable content, so a test sees which of them the server picked.
const INDEX =
  '<!doctype html><title>Promoter Portal</title><script type="module" src="/assets/index-a1b2c3.js"></script>';
const SCRIPT = 'console.log("the entry chunk");'.repeat(20);
// The installable app's files (docs/decisions/185-installable-app-and-sharing.md).
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const MANIFEST = '{"name":"Promoter Portal","start_url":"/login","display":"standalone"}';
const OFFLINE = '<!doctype html><title>Promoter Portal</title><h1 data-text="title"></h1>';

let t: TestApp;
let webDir: string;

function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeWithCompressedCopies(path.join(webDir, 'index.html'), INDEX);
  writeWithCompressedCopies(path.join(webDir, 'assets', 'index-a1b2c3.js'), SCRIPT);
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), MANIFEST);
  writeWithCompressedCopies(path.join(webDir, 'offline.html'), OFFLINE);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  it('sends the brotli copy of a script to a browser that accepts brotli, cached for a year', async () => {
    const response = await t.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await t.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await t.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends index.html compressed and always revalidated, at / and as the page of any client-side route', async () => {
    for (const url of ['/', '/login', '/portal/user/dashboard?page=2']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.rawPayload.equals(brotliCompressSync(INDEX)), url).toBe(true);
    }
    const plain = await t.app.inject({ url: '/register' });
    expect(plain.body).toBe(INDEX);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the other unhashed files too', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker, the web app manifest and the offline page, always revalidated', async () => {
    // A browser checks the service worker for a new build on each visit: a cached copy would keep
    // the old one running.
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(SERVICE_WORKER);

    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/login', display: 'standalone' });

    const offline = await t.app.inject({ url: '/offline.html', headers: { 'accept-encoding': 'br' } });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(offline.rawPayload.equals(brotliCompressSync(OFFLINE))).toBe(true);
  });

  it('answers a missing asset with 404, not with the page, whatever the encoding', async () => {
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const response = await t.app.inject({
        url: '/assets/index-old.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(404);
      expect(response.json()).toEqual({ message: 'Record Not Found' });
    }
  });

  it('serves files of a rebuild without a restart, compressed when the build compressed them', async () => {
    const later = 'console.log("rebuilt");'.repeat(10);
    writeWithCompressedCopies(path.join(webDir, 'assets', 'index-d4e5f6.js'), later);
    const response = await t.app.inject({
      url: '/assets/index-d4e5f6.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(brotliCompressSync(later))).toBe(true);
  });

  it('answers a revalidation of index.html with 304 when it did not change', async () => {
    const first = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

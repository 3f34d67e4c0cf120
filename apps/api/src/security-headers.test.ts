import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, fileOriginsOf } from './lib/security-headers.js';
import { createTestApp, ROOT_PASSWORD, ROOT_USERNAME, type TestApp } from './test/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** What every response of the portal must carry (docs/decisions/035-content-security-policy.md). */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = directivesOf(headers['content-security-policy']);
  // Our own files and YouTube's player only: never 'unsafe-inline' or 'unsafe-eval'.
  expect(csp.get('script-src')).toEqual(["'self'", 'https://www.youtube.com', 'https://s.ytimg.com']);
  expect(csp.get('frame-src')).toEqual(['https://www.youtube.com', 'https://www.youtube-nocookie.com']);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  // The service worker and the manifest of the installable app: the portal's own files only.
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('manifest-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
}

let http: TestApp;
let https: TestApp;
let webDir: string;
let finalDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Promoter Portal</title><script type="module" src="/assets/app-1a2b3c.js"></script>',
  );
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  http = await createTestApp({ WEB_DIST_DIR: webDir });
  https = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_ORIGIN: 'https://portal.example.in' });

  finalDir = path.join(http.config.UPLOADS_DIR, 'final');
  mkdirSync(path.join(finalDir, '.hidden'), { recursive: true });
  writeFileSync(path.join(finalDir, '.env'), 'SESSION_SECRET=do-not-serve');
  writeFileSync(path.join(finalDir, '.hidden', 'photo.png'), 'png-bytes');
  writeFileSync(path.join(finalDir, 'page.html'), '<script>alert(document.cookie)</script>');
  writeFileSync(
    path.join(finalDir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  writeFileSync(path.join(finalDir, 'photo.png'), 'png-bytes');
});

afterAll(async () => {
  await http?.close();
  await https?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    const health = await http.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health.headers);
    const unauthorized = await http.app.inject({ url: '/api/v1/auth-user' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized.headers);
    const missing = await http.app.inject({ url: '/api/v1/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('are on the web app: its index, a page served by the client-side router and its scripts', async () => {
    for (const url of ['/', '/portal/user/dashboard', '/assets/app-1a2b3c.js']) {
      const response = await http.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response.headers);
    }
  });

  it('cover the API documentation page, which loads no inline script', async () => {
    const page = await http.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page.headers);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    // Under script-src 'self' only scripts loaded from a file run: an inline one would be blocked.
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body?.trim()).toBe('');
    }
    const initializer = await http.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('ask for https (HSTS) only when PUBLIC_ORIGIN is https', async () => {
    const plain = await http.app.inject({ url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(plain.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );

    const secure = await https.app.inject({ url: '/api/v1/health' });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
    expect(directivesOf(secure.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
    expectSecurityHeaders(secure.headers);
    const page = await https.app.inject({ url: '/login' });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
  });
});

describe('the session cookie', () => {
  async function loginCookie(t: TestApp) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: ROOT_USERNAME, password: ROOT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBe(response.json().token);
    expect(cookie!.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    return cookie!;
  }

  it('is Secure when PUBLIC_ORIGIN is https, though the request reached the server over http', async () => {
    const cookie = await loginCookie(https);
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const logout = await https.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin: 'https://portal.example.in' },
      cookies: { [SESSION_COOKIE]: cookie.value },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.secure).toBe(true);
  });

  it('is not Secure on a plain-http origin, where a browser would drop it', async () => {
    expect((await loginCookie(http)).secure).toBeUndefined();
  });
});

describe('uploaded files under /uploads/final', () => {
  it('never serves a dotfile or anything inside a dot-folder', async () => {
    for (const url of ['/uploads/final/.env', '/uploads/final/.hidden/photo.png', '/uploads/final/%2eenv']) {
      const response = await http.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('do-not-serve');
      expect(response.body).not.toContain('png-bytes');
    }
  });

  it('sends HTML and SVG as downloads that could run nothing, with nosniff', async () => {
    for (const name of ['page.html', 'logo.svg']) {
      const response = await http.app.inject({ url: `/uploads/final/${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-disposition'], name).toMatch(/^attachment\b/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(true);
    }
  });

  it('shows pictures inline, with nosniff', async () => {
    const response = await http.app.inject({ url: '/uploads/final/photo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('png-bytes');
  });

  it('let the browser fetch stored files from the bucket and its CDN only when files live in one', async () => {
    const local = directivesOf(
      (await http.app.inject({ url: '/api/v1/health' })).headers['content-security-policy'],
    );
    expect(local.get('connect-src')).toEqual(["'self'"]);
    expect(local.get('media-src')).toEqual(["'self'", 'blob:']);
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'portal-files',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: false,
      MEDIA_BASE_URL: undefined,
      S3_ENDPOINT: undefined,
    } as const;
    expect(fileOriginsOf(s3)).toEqual(['https://portal-files.s3.ap-south-1.amazonaws.com']);
    expect(fileOriginsOf({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true })).toEqual(
      ['http://127.0.0.1:9000'],
    );
    expect(
      fileOriginsOf({
        ...s3,
        S3_ENDPOINT: 'https://r2.example.com',
        MEDIA_BASE_URL: 'https://cdn.example.in/v/',
      }),
    ).toEqual(['https://portal-files.r2.example.com', 'https://cdn.example.in']);
    const policy = contentSecurityPolicy(false, fileOriginsOf(s3));
    for (const directive of [policy.connectSrc, policy.mediaSrc, policy.imgSrc])
      expect(directive).toContain('https://portal-files.s3.ap-south-1.amazonaws.com');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createTokenService } from './lib/auth.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Promoter Portal</title>');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  mkdirSync(path.join(t.config.UPLOADS_DIR, 'final'), { recursive: true });
  writeFileSync(path.join(t.config.UPLOADS_DIR, 'final', 'poster.txt'), 'poster-bytes');
});
afterAll(() => t.close());

describe('serving', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/api/v1/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/v1/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('serves the SPA with history fallback, but not for API paths', async () => {
    const page = await t.app.inject({ url: '/portal/admin/users?pageNo=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Promoter Portal');
    const missingChunk = await t.app.inject({ url: '/assets/index-old.js' });
    expect(missingChunk.statusCode).toBe(404);
    writeFileSync(path.join(webDir, 'built-later.js'), 'console.log(1)');
    const rebuilt = await t.app.inject({ url: '/built-later.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(1)');
    const api = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Record Not Found' });
  });

  it('serves uploaded files under /uploads/final and refuses traversal', async () => {
    const file = await t.app.inject({ url: '/uploads/final/poster.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('poster-bytes');
    const traversal = await t.app.inject({ url: '/uploads/final/..%2f..%2fpglite%2fPG_VERSION' });
    expect([403, 404]).toContain(traversal.statusCode);
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/register', '/api/v1/all-referrals']),
    );
    const register = doc.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['first_name', 'pin_code', 'referral_code']));
  });

  it('tags every response with a request id, echoing a sane given one', async () => {
    const own = await t.app.inject({ url: '/api/v1/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  });
});

describe('database outage', () => {
  it('answers 503 while the database cannot be reached, and ready says so', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-down-')),
    });
    const database = await openDatabase({ url: config.DATABASE_URL });
    const app = await buildApp({ config, database, tokens: createTokenService('x'.repeat(40), 3600) });
    try {
      const ready = await app.inject({ url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(503);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'someone', password: 'Secret123' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().message).toMatch(/temporarily unavailable/);
      // When to try again (docs/decisions/167-faults-under-load.md).
      expect(login.headers['retry-after']).toBe('2');
      expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('migrations', () => {
  it('apply once: a second run finds nothing to do', async () => {
    expect(await runMigrations(t.db)).toEqual([]);
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toMatch(/data[/\\]pglite$/);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxy()).toBe(0);
    expect(trustProxy('false')).toBe(0);
  });

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it('takes a list of proxy addresses, CIDRs and named ranges', () => {
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,2001:db8::/32,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it.each(['true', '1.2.3', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129', 'proxy.example', '10.0.0.1,', '-1'])(
    'refuses %j naming the variable',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );
});

describe('SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD', () => {
  const superAdmin = (env: Record<string, string>) => () => loadConfig(env);

  it('accept a username of the username rule and a password of the password policy', () => {
    expect(
      loadConfig({ SUPERADMIN_USERNAME: 'chief.admin', SUPERADMIN_PASSWORD: 'Kaveri#Trail42' }),
    ).toMatchObject({ SUPERADMIN_USERNAME: 'chief.admin', SUPERADMIN_PASSWORD: 'Kaveri#Trail42' });
  });

  it.each([
    [{ SUPERADMIN_USERNAME: 'ab' }, /SUPERADMIN_USERNAME: must be 3 to 30 letters, digits, _ or \./],
    [{ SUPERADMIN_USERNAME: 'chief-admin' }, /SUPERADMIN_USERNAME: must be 3 to 30 letters/],
    [{ SUPERADMIN_PASSWORD: 'Short1!' }, /SUPERADMIN_PASSWORD: must be at least 8 characters/],
    [{ SUPERADMIN_PASSWORD: `A1!${'x'.repeat(200)}` }, /SUPERADMIN_PASSWORD: must be at most 200 characters/],
    // The rules registration applies to every new password, for the super admin too.
    [{ SUPERADMIN_PASSWORD: 'password123' }, /SUPERADMIN_PASSWORD: This password is too common/],
    [
      { SUPERADMIN_USERNAME: 'chief.admin', SUPERADMIN_PASSWORD: 'Chief.Admin' },
      /SUPERADMIN_PASSWORD: Password must not be the username/,
    ],
    [
      { SUPERADMIN_USERNAME: 'kaveri', SUPERADMIN_PASSWORD: 'Kaveri#Trail42' },
      /SUPERADMIN_PASSWORD: Password must not contain the username/,
    ],
    [{ SUPERADMIN_USERNAME: 'chief.admin.' }, /SUPERADMIN_USERNAME: must not start or end with a dot/],
    [{ SUPERADMIN_USERNAME: 'chief..admin' }, /SUPERADMIN_USERNAME: must not start or end with a dot/],
  ])('refuse %j, naming the variable', (env, message) => {
    expect(superAdmin(env)).toThrow(ConfigError);
    expect(superAdmin(env)).toThrow(message);
  });

  it('stop the built server at start-up with the reason, before it touches a database', () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const result = spawnSync(process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: {
        ...env,
        PORT: '0',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-config-')),
        SUPERADMIN_USERNAME: 'chief.admin',
        SUPERADMIN_PASSWORD: 'password123',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('SUPERADMIN_PASSWORD: This password is too common');
    expect(result.status).toBe(1);
  });
});

describe('the storage variables (docs/decisions/157-one-storage-for-every-file.md)', () => {
  it('default to the data directory, with S3 settings read as given', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'portal-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'portal-media',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBe(false);
    // Signed media URLs (docs/decisions/162-video-files-for-signed-in-users-only.md).
    expect(loadConfig({}).MEDIA_URL_SECONDS).toBe(14_400);
    expect(loadConfig({}).MEDIA_BASE_URL).toBeUndefined();
    expect(
      loadConfig({ MEDIA_URL_SECONDS: '600', MEDIA_BASE_URL: 'https://media.example.in' }),
    ).toMatchObject({
      MEDIA_URL_SECONDS: 600,
      MEDIA_BASE_URL: 'https://media.example.in',
    });
  });

  it.each([
    [{ STORAGE: 's3' }, /S3_BUCKET: is required when STORAGE=s3/],
    [{ STORAGE: 'disk' }, /STORAGE: /],
    [{ S3_BUCKET: 'Portal_Media' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be a URL/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, /S3_SECRET_ACCESS_KEY: is required with the other S3 key/],
    [{ S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: is required with the other S3 key/],
    [{ MEDIA_BASE_URL: 'cdn.example.in' }, /MEDIA_BASE_URL: must be a URL/],
    [{ MEDIA_URL_SECONDS: '30' }, /MEDIA_URL_SECONDS: /],
  ])('refuse %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('PORTAL_ROLE (docs/decisions/165-instances-share-through-postgresql.md)', () => {
  it('is `all` by default; `api` and `worker` run on a PostgreSQL', () => {
    expect(loadConfig({}).PORTAL_ROLE).toBe('all');
    const url = 'postgres://portal@10.0.0.5/portal';
    expect(loadConfig({ PORTAL_ROLE: 'api', DATABASE_URL: url }).PORTAL_ROLE).toBe('api');
    expect(loadConfig({ PORTAL_ROLE: 'worker', DATABASE_URL: url }).PORTAL_ROLE).toBe('worker');
    expect(loadConfig({}).SESSION_CACHE_SECONDS).toBe(60);
  });

  it.each([
    [{ PORTAL_ROLE: 'api' }, /DATABASE_URL: is required when PORTAL_ROLE=api/],
    [{ PORTAL_ROLE: 'worker' }, /DATABASE_URL: is required when PORTAL_ROLE=worker/],
    [{ PORTAL_ROLE: 'jobs' }, /PORTAL_ROLE: /],
    [{ SESSION_CACHE_SECONDS: '-1' }, /SESSION_CACHE_SECONDS: /],
    [{ DATABASE_REPLICA_URL: 'postgres://replica/portal' }, /DATABASE_REPLICA_URL: needs DATABASE_URL/],
    [
      { DATABASE_URL: 'postgres://a/p', DATABASE_REPLICA_URL: 'mysql://r/p' },
      /DATABASE_REPLICA_URL: must start/,
    ],
    [{ REPLICA_MAX_LAG_SECONDS: '0' }, /REPLICA_MAX_LAG_SECONDS: /],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

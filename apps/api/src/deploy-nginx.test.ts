import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { sessions } from './db/schema.js';
import { checkMoneyHealth } from './modules/money-health/money-health.service.js';
import { adjustWallet, asSession, loginRoot, registerAndLogin, saveBankDetails } from './test/fixtures.js';
import { httpApp } from './test/http-app.js';
import { until } from './test/wait.js';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process.js';
import { loopbackNginxConf } from './test/nginx-conf.js';
import { apiProcessEnv, freshDatabase } from './test/test-app.js';

/**
 * Issue 18, point 7: deploy/nginx/portal.conf, as an operator copies it, run by Debian's nginx in
 * front of two `api` processes on loopback (only its ports, upstreams, certificate and file paths
 * rewritten), with TLS and HTTP/2 on a certificate made for the test.
 */

const run = promisify(execFile);
const NGINX = '/usr/sbin/nginx';
const canRun = Boolean(process.env.TEST_DATABASE_URL) && existsSync(NGINX);

const NAME = '5a1e2d3c-4b5a-4697-8877-665544332211';
const SEGMENT = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 251));
const SERVICE_WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;

describe.runIf(canRun)('deploy/nginx/portal.conf in front of two api instances', () => {
  let database: { url?: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let apis: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let dir: string;
  let base: string;
  let plainBase: string;
  let insecure: string | undefined;
  /** The portal through nginx, over TLS. */
  let portal: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    database = await freshDatabase();
    handle = await openDatabase({ url: database.url });
    // One data directory on one machine: the two instances share its files.
    const dataDir = path.join(dir, 'data');
    // A built web app's files of the kinds whose headers matter (the installable app's among them).
    const webDir = path.join(dir, 'web');
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Promoter Portal</title>');
    writeFileSync(path.join(webDir, 'sw.js'), SERVICE_WORKER);
    writeFileSync(
      path.join(webDir, 'manifest.webmanifest'),
      '{"name":"Promoter Portal","start_url":"/login"}',
    );
    writeFileSync(path.join(webDir, 'assets', 'index-a1b2c3.js'), 'console.log("entry");');
    const media = path.join(dataDir, 'uploads', 'final', 'media', NAME, '0');
    mkdirSync(media, { recursive: true });
    writeFileSync(path.join(media, 'seg00000.ts'), SEGMENT);
    const env = {
      ...apiProcessEnv(database.url!),
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
    };
    apis = [startServerProcess(env), startServerProcess(env)];
    const upstreams = (await Promise.all(apis.map((api) => api.baseUrl))).map((url) => new URL(url).host);

    await run('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ]);
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
    const ports = { https: await freePort(), http: await freePort(), upstreams };
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      loopbackNginxConf({
        dir,
        upstreams: ports.upstreams,
        tls: {
          port: ports.https,
          httpPort: ports.http,
          certificate: `${dir}/cert.pem`,
          key: `${dir}/key.pem`,
        },
      }),
    );
    await run(NGINX, ['-t', '-q', '-c', conf, '-p', dir]);
    nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
    base = `https://127.0.0.1:${ports.https}`;
    // The certificate is this test's own: trusted for this file's requests only.
    insecure = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    for (const started = Date.now(); ;) {
      const answer = await fetch(`${base}/api/v1/ready`).catch(() => null);
      if (answer?.status === 200) break;
      if (Date.now() - started > 20_000) throw new Error(readFileSync(path.join(dir, 'error.log'), 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    plainBase = `http://127.0.0.1:${ports.http}`;
    portal = httpApp(base, { 'x-forwarded-for': '203.0.113.9' });
  }, 90_000);

  afterAll(async () => {
    if (insecure === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = insecure;
    nginx?.kill('SIGQUIT');
    await Promise.all(apis.map((api) => api.stop()));
    await handle?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await fetch(`${plainBase}/login`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toMatch(/^https:\/\//);
  });

  it("passes the installable app's files with the portal's cache headers", async () => {
    // The service worker is revalidated on every check, so a new build reaches every phone
    // (docs/decisions/185-installable-app-and-sharing.md).
    const worker = await fetch(`${base}/sw.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
    expect(await worker.text()).toBe(SERVICE_WORKER);
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ start_url: '/login' });
    const asset = await fetch(`${base}/assets/index-a1b2c3.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('signs in, lists, requests a withdrawal and plays a segment through it, on both instances', async () => {
    const root = await loginRoot(portal);
    // The address nginx saw, not the one the client claimed.
    const [session] = await handle.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, root.userId));
    expect(session?.ip).toBe('127.0.0.1');

    const list = await portal.inject(asSession(root, { url: '/api/v1/all-referrals' }));
    expect(list.statusCode, list.body).toBe(200);

    const promoter = await registerAndLogin(portal, root.promoterCode);
    await saveBankDetails(portal, promoter);
    expect(
      (await adjustWallet(portal, root, { user_id: promoter.userId, wallet_type: 1, amount: 2000 }))
        .statusCode,
    ).toBe(201);
    const requested = await portal.inject(
      asSession(promoter, {
        method: 'POST',
        url: '/api/v1/withdraws',
        payload: { wallet_type: 1, amount: 500 },
      }),
    );
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await checkMoneyHealth(handle.db)).problems).toEqual([]);

    const segment = await fetch(`${base}/media/${NAME}/0/seg00000.ts`, {
      headers: { cookie: `session-token=${promoter.cookie}` },
    });
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await segment.arrayBuffer()).equals(SEGMENT)).toBe(true);
    const part = await fetch(`${base}/media/${NAME}/0/seg00000.ts`, {
      headers: { cookie: `session-token=${promoter.cookie}`, range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(SEGMENT.subarray(100, 200))).toBe(true);
    expect((await fetch(`${base}/media/${NAME}/0/seg00000.ts`)).status).toBe(401);

    // nginx spread the requests over both instances.
    for (const api of apis) expect(api.output()).toMatch(/"url":"\/api\/v1\//);
  });

  // Issue 18, point 5 (docs/decisions/167-faults-under-load.md): last, since it stops one instance.
  it('an instance stopped under load (SIGTERM) finishes its requests; the others are served by the other', async () => {
    const root = await loginRoot(portal);
    const statuses: number[] = [];
    let stopping = false;
    let servedAfterStop = 0;
    const client = async (i: number) => {
      for (const until = Date.now() + 2500; Date.now() < until;) {
        const answer =
          i % 2 === 0
            ? await portal.inject(asSession(root, { url: '/api/v1/all-referrals' }))
            : await portal.inject(
                asSession(root, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'en' } }),
              );
        statuses.push(answer.statusCode);
        if (stopping && answer.statusCode === 200) servedAfterStop += 1;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, i) => client(i)));
    // SIGTERM once the first instance is surely busy.
    await until(async () => statuses.length >= 40, { withinMs: 10_000, what: 'the load under way' });
    stopping = true;
    const [first] = apis;
    first!.child.kill('SIGTERM');
    await load;
    expect(await first!.exited).toBe(0);
    expect(statuses.length).toBeGreaterThan(80);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(servedAfterStop).toBeGreaterThan(20);
  }, 30_000);
});

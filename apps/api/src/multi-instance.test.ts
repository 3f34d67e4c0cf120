import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, TRANSCODE_JOB } from './modules/media/media.service.js';
import { asSession, loginRoot, registerAndLogin, uploadFile } from './test/fixtures.js';
import { httpApp } from './test/http-app.js';
import { startS3Server } from './test/s3-server.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { until } from './test/wait.js';
import { apiProcessEnv, freshDatabase, ROOT_USERNAME } from './test/test-app.js';

/**
 * Issue 18, point 1 (docs/decisions/165-instances-share-through-postgresql.md): two `api` processes
 * and one `worker` on one PostgreSQL and one bucket (s3rver), each a real server process reached
 * over HTTP. Whatever one instance changes, the other honours within a second.
 */

const run = promisify(execFile);
const COARSE_LIMIT = 40;
/** Wrong passwords a username may try before it must wait (lib/throttle.rules.ts USERNAME_BACKOFF). */
const FREE_ATTEMPTS = 5;

let addressSequence = 0;
/** A client address of its own for each step, so the coarse per-IP limit counts each apart. */
const nextAddress = () => `10.18.0.${(addressSequence += 1)}`;

/** Waits until `check` holds, at most `limitMs`; answers how long it took. */
const within = (limitMs: number, check: () => Promise<boolean>, everyMs = 20) =>
  until(check, { withinMs: limitMs, everyMs });

const jobDone = (name: string) => (line: string) =>
  line.includes('"job done"') && line.includes(`"job":"${name}"`);

describe.skipIf(!process.env.TEST_DATABASE_URL)('two api instances and a worker', () => {
  let processes: { apiA: ServerProcess; apiB: ServerProcess; worker: ServerProcess };
  let urls: { a: string; b: string };
  let database: { url?: string; drop: () => Promise<void> };
  let bucket: Awaited<ReturnType<typeof startS3Server>>;
  let sql: pg.Client;
  const dataDirs: string[] = [];
  /** The first run of the every-minute schedule, whenever it comes (awaited by the last test). */
  let scheduledRun: Promise<void>;

  /** Instance `which`, as one client address sees it. */
  const on = (which: 'a' | 'b', address: string): FastifyInstance =>
    httpApp(urls[which], { 'x-forwarded-for': address });

  beforeAll(async () => {
    [database, bucket] = await Promise.all([freshDatabase(), startS3Server()]);
    const shared = {
      ...apiProcessEnv(database.url!),
      LOG_LEVEL: 'info',
      REGISTER_RATE_LIMIT: '10000',
      RATE_LIMIT_PER_IP_PER_MINUTE: String(COARSE_LIMIT),
      ...bucket.env,
    };
    const start = (role: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `portal-${role}-`));
      dataDirs.push(dataDir);
      return startServerProcess({ ...shared, PORTAL_ROLE: role, DATA_DIR: dataDir });
    };
    processes = { apiA: start('api'), apiB: start('api'), worker: start('worker') };
    const [a, b] = await Promise.all([
      processes.apiA.baseUrl,
      processes.apiB.baseUrl,
      processes.worker.baseUrl,
    ]);
    urls = { a: a!, b: b! };
    scheduledRun = processes.worker.linesMatching(jobDone('pins.auto-raise-terms'), 1);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(Object.values(processes ?? {}).map((process) => process.stop()));
    await sql?.end();
    await bucket?.close();
    await database?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('each role says what it does; the worker answers health only', async () => {
    expect(processes.apiA.output()).toMatch(/PORTAL_ROLE=api: a worker runs the jobs/);
    expect(processes.apiA.output()).toMatch(/Scheduled jobs: run by the worker processes/);
    expect(processes.worker.output()).toMatch(/worker \(PORTAL_ROLE=worker\) is running on the PostgreSQL/);
    const worker = await processes.worker.baseUrl;
    expect((await fetch(`${worker}/api/v1/ready`)).status).toBe(200);
    expect((await fetch(`${worker}/api/v1/auth/session`)).status).toBe(404);
    expect((await fetch(`${worker}/login`)).status).toBe(404);
    // The schedules are the worker's: stored once, by it.
    const { rows } = await sql.query<{ name: string }>('select name from pgboss.schedule order by name');
    expect(rows.map((row) => row.name)).toContain('pins.auto-raise-terms');
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('a session from one works on the other; a logout on one is refused on the other within a second', async () => {
    const address = nextAddress();
    const root = await loginRoot(on('a', address));
    const onB = on('b', address);
    const me = () => onB.inject(asSession(root, { url: '/api/v1/auth-user' }));
    expect((await me()).statusCode).toBe(200);
    // Checked twice on B: it remembers the session now (lib/session-cache.ts).
    expect((await me()).statusCode).toBe(200);
    const out = await on('a', address).inject(
      asSession(root, { method: 'POST', url: '/api/v1/auth/logout' }),
    );
    expect(out.statusCode, out.body).toBe(200);
    const took = await within(1000, async () => (await me()).statusCode === 401);
    expect(took).toBeLessThan(1000);
  });

  it('a deactivation on one is refused on the other within a second; a new language is read there too', async () => {
    const address = nextAddress();
    const root = await loginRoot(on('a', address));
    const promoter = await registerAndLogin(on('b', address), root.promoterCode);
    const onB = on('b', address);
    const me = () => onB.inject(asSession(promoter, { url: '/api/v1/auth-user' }));
    expect((await me()).statusCode).toBe(200);

    // The language the session check read (refusals speak it) follows a change made on A.
    const language = await on('a', address).inject(
      asSession(promoter, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'ta' } }),
    );
    expect(language.statusCode, language.body).toBe(200);
    const refusal = () =>
      onB.inject(
        asSession(promoter, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'xx' } }),
      );
    await within(1000, async () => /[\u0B80-\u0BFF]/.test((await refusal()).json().message));

    const off = await on('a', address).inject(
      asSession(root, {
        method: 'PATCH',
        url: `/api/v1/all-referrals/${promoter.userId}/status`,
        payload: { is_active: false },
      }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await within(1000, async () => (await me()).statusCode === 401)).toBeLessThan(1000);
    const { rows } = await sql.query('select 1 from sessions where user_id = $1 and revoked_at is null', [
      promoter.userId,
    ]);
    expect(rows).toEqual([]);
  });

  it('the sign-in throttle counts the attempts made on both', async () => {
    const address = nextAddress();
    const root = await loginRoot(on('a', address));
    const promoter = await registerAndLogin(on('a', address), root.promoterCode);
    const wrong = (which: 'a' | 'b') =>
      on(which, address).inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: promoter.username, password: 'Not-the-password1' },
      });
    const answers: number[] = [];
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt += 1)
      answers.push((await wrong(attempt % 2 === 0 ? 'a' : 'b')).statusCode);
    expect(answers).toEqual(Array(FREE_ATTEMPTS).fill(401));
    // Three on A and two on B: B's next one waits, as A's would.
    const next = await wrong('b');
    expect(next.statusCode, next.body).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the coarse per-address limit counts the requests made on both, within a second', async () => {
    const address = nextAddress();
    const health = (which: 'a' | 'b') => on(which, address).inject({ url: '/api/v1/health' });
    const onA = 30;
    for (let request = 0; request < onA; request += 1) expect((await health('a')).statusCode).toBe(200);
    const shared = async () =>
      (
        await sql.query<{ hits: number }>('select hits from rate_limit_counters where key = $1', [
          `every-route|ip:${address}`,
        ])
      ).rows[0]?.hits === onA;
    await within(3000, shared);
    // B alone would let 40 through; it refuses once A's 30 and its own pass 40 together, which
    // it learns within a second (ten of its own requests at this pace).
    let onB = 0;
    await within(
      5000,
      async () => {
        onB += 1;
        return (await health('b')).statusCode === 429;
      },
      100,
    );
    expect(onB).toBeLessThan(COARSE_LIMIT - 10);
  });

  it('a settings change made on one applies on the other', async () => {
    const address = nextAddress();
    const root = await loginRoot(on('a', address));
    const saved = await on('a', address).inject(
      asSession(root, {
        method: 'PUT',
        url: '/api/v1/programme-settings',
        payload: { grow_share_percent: 13 },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await on('b', address).inject(asSession(root, { url: '/api/v1/programme-settings' }));
    expect(read.json().grow_share_percent).toBe(13);
  });

  it('a video uploaded through one is converted once by the worker and plays through the other', async () => {
    const address = nextAddress();
    const root = await loginRoot(on('a', address));
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-multi-video-'));
    const source = path.join(dir, 'clip.mp4');
    await run(ffmpegPath(), [
      ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=256x144:rate=15:duration=3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source],
    ]);
    const file = await uploadFile(on('a', address), root, 'video', readFileSync(source), 'clip.mp4');
    rmSync(dir, { recursive: true, force: true });
    const created = await on('a', address).inject(
      asSession(root, {
        method: 'POST',
        url: '/api/v1/daily-videos',
        payload: { title: 'Two instances', file, showing_date: '2027-03-01' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;

    const onB = on('b', address);
    type Media = { status: string; hls_url: string | null };
    let media: Media | undefined;
    await within(
      60_000,
      async () => {
        const list = await onB.inject(asSession(root, { url: '/api/v1/daily-videos' }));
        expect(list.statusCode, list.body).toBe(200);
        media = (list.json().data as { id: number; media: Media }[]).find((row) => row.id === id)?.media;
        return media?.status === 'ready' || media?.status === 'failed';
        // Slowly: this address's requests count towards the coarse limit of 40 a minute.
      },
      500,
    );
    expect(media?.status).toBe('ready');

    const master = await onB.inject(asSession(root, { url: media!.hls_url! }));
    expect(master.statusCode, master.body).toBe(200);
    const variantPath = master.body.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const variant = await onB.inject(
      asSession(root, { url: new URL(variantPath, `http://x${media!.hls_url}`).pathname }),
    );
    const segment = variant.body.split('\n').find((line) => line.startsWith('http'))!;
    expect((await fetch(segment)).status).toBe(200);

    // Queued by api A, converted by the worker alone, and once (the job also sweeps every minute,
    // finding nothing to do).
    const converted = (server: ServerProcess) =>
      server
        .output()
        .split('\n')
        .filter(jobDone(TRANSCODE_JOB))
        .reduce((sum, line) => sum + (JSON.parse(line) as { result: { ready: number } }).result.ready, 0);
    expect(converted(processes.worker)).toBe(1);
    expect(converted(processes.apiA) + converted(processes.apiB)).toBe(0);
  }, 90_000);

  it('an export asked for on one is made by the worker into the bucket and downloaded through the other', async () => {
    const address = nextAddress();
    const root = await loginRoot(on('a', address));
    const queued = await on('a', address).inject(
      asSession(root, { url: `/api/v1/all-referrals?exports=1&search=${ROOT_USERNAME}` }),
    );
    expect(queued.statusCode, queued.body).toBe(202);
    const id = queued.json<{ id: string }>().id;
    const onB = on('b', address);
    let status = '';
    await within(
      30_000,
      async () => {
        const job = await onB.inject(asSession(root, { url: `/api/v1/exports/${id}` }));
        status = job.json<{ status: string }>().status;
        return status === 'ready' || status === 'failed';
      },
      500,
    );
    expect(status).toBe('ready');
    const file = await onB.inject(asSession(root, { url: `/api/v1/exports/${id}/file` }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    // An xlsx is a zip: its first bytes are PK.
    expect(file.body.slice(0, 2)).toBe('PK');
    const { rows } = await sql.query<{ storage_key: string; attempt: number }>(
      'select storage_key, attempt from export_jobs where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ storage_key: `exports/${id}/users.xlsx`, attempt: 1 });
    const made = (server: ServerProcess) =>
      server
        .output()
        .split('\n')
        .filter(jobDone('exports.make'))
        .reduce((sum, line) => sum + (JSON.parse(line) as { result: { made: number } }).result.made, 0);
    expect(made(processes.worker)).toBe(1);
    expect(made(processes.apiA) + made(processes.apiB)).toBe(0);
  }, 60_000);

  it('a scheduled job runs on the worker, once a minute, and never on an api', async () => {
    await scheduledRun;
    for (const api of [processes.apiA, processes.apiB]) expect(api.output()).not.toMatch(/"job done"/);
    const { rows } = await sql.query<{ minute: string; runs: number }>(
      `select date_trunc('minute', created_on)::text as minute, count(*)::int as runs
       from pgboss.job where name = 'pins.auto-raise-terms' group by 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.runs === 1)).toBe(true);
  }, 90_000);
});

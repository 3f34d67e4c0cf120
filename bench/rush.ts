/**
 * The noon rush (issue 18, point 6; bench/README.md, "Noon rush"): N promoters ramped in over
 * BENCH_RUSH_RAMP_SECONDS, each signing in, opening the dashboard, then for each set its level
 * allows (serve → watch start → the player's progress reports every 5 s through the whole video,
 * `paused` at the end → quiz start → result → confirmation); a tenth of them also request a
 * withdrawal and scratch a card. Run against `all` in one process, against two `api` and one
 * `worker` behind nginx, and as the same earning statements straight through `pg` (the ceiling),
 * each up a ladder of N until a rung's p99 passes BENCH_RUSH_P99_MS or anything fails. Afterwards
 * every confirmation must be credited exactly once and `ledger:verify` must be clean.
 *
 * On its own database (BENCH_RUSH_DATABASE, made afresh): promoters are inserted in SQL with one
 * shared argon2 hash, as seed.ts does; funding goes through the admin API and scratch cards are
 * inserted as an activation makes them. `npm run bench:rush`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  endOfIndiaDayExclusive,
  indiaDate,
  startOfIndiaDay,
  PROMOTER_CODE_ALPHABET,
  PROMOTER_CODE_LENGTH,
  Role,
} from '@portal/shared';
import {
  API_DIR,
  apiLogin,
  config,
  cpuSample,
  freePort,
  integer,
  log,
  percentile,
  processMemoryMiB,
  processTreeCpuMs,
  runLedgerVerify,
  sleep,
  startApi,
  text,
  type ApiBase,
  type ApiServer,
} from './common.js';
import {
  apiSequences,
  call,
  ceilingContext,
  inParallel,
  preparePromotionVideos,
  sqlRecordProgress,
  sqlSequences,
  STEPS as EARNING_STEPS,
  StepError,
  timed,
} from './earning.js';
import { markdownTable, ms, rate, waitForQuiet } from './load.js';
import { ARGON2_OPTIONS } from './seed.js';

const rush = {
  promoters: integer('BENCH_RUSH_PROMOTERS', 500, 1, 100_000),
  ladder: text('BENCH_RUSH_LADDER', '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map(Number),
  videoSeconds: integer('BENCH_RUSH_VIDEO_SECONDS', 60, 6, 600),
  rampSeconds: integer('BENCH_RUSH_RAMP_SECONDS', 60, 0, 600),
  topologies: text('BENCH_RUSH_TOPOLOGIES', 'all,split,sql')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
  database: text('BENCH_RUSH_DATABASE', 'portal_rush'),
  p99Ms: integer('BENCH_RUSH_P99_MS', 300, 1, 60_000),
  calibration: integer('BENCH_RUSH_CALIBRATION', 100, 0, 1000),
  sustainSeconds: integer('BENCH_RUSH_SUSTAIN_SECONDS', 8, 0, 120),
  maxMinutes: integer('BENCH_RUSH_MAX_MINUTES', 75, 1, 24 * 60),
  /** `own`: each promoter its own client address (promoterBase); `one`: all from 127.0.0.1. */
  addresses: text('BENCH_RUSH_ADDRESSES', 'own'),
};
if (rush.ladder.length === 0) rush.ladder = [rush.promoters];
if (rush.ladder.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error('BENCH_RUSH_LADDER: whole numbers');
for (const t of rush.topologies)
  if (!['all', 'split', 'sql'].includes(t)) throw new Error(`BENCH_RUSH_TOPOLOGIES: unknown ${t}`);
if (rush.addresses !== 'own' && rush.addresses !== 'one') throw new Error('BENCH_RUSH_ADDRESSES: own or one');
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(rush.database) || rush.database === 'postgres')
  throw new Error('BENCH_RUSH_DATABASE must be a plain identifier other than postgres');

/** The player's interval while playing (docs/decisions/164-progress-reports-that-write-nothing.md). */
const REPORT_SECONDS = 5;
/** A report past the recorded position by this much is written (the same decision's checkpoint). */
const CHECKPOINT_SECONDS = 15;
const WITHDRAWAL_RUPEES = 100;
const FUNDING_RUPEES = 1000;
const SCRATCH_PAISE = 50_00;

const STEPS = ['sign in', 'dashboard', 'withdrawal', 'scratch cards', 'scratch', ...EARNING_STEPS] as const;
type RushStep = (typeof STEPS)[number];
type Steps = Record<RushStep, number[]>;
const emptySteps = () => Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Steps;

const run = promisify(execFile);
const NGINX = '/usr/sbin/nginx';
const maintenanceUrl = config.pgUrl;
const databaseUrl = (() => {
  const url = new URL(config.pgUrl);
  url.pathname = `/${rush.database}`;
  if (config.pgOptions) url.searchParams.set('options', config.pgOptions);
  return url.toString();
})();

// ---- the promoters ----------------------------------------------------------------------------

interface Promoter {
  id: number;
  username: string;
  level: number;
  sets: number;
  /** One in ten: also a withdrawal and a scratch card. */
  extra: boolean;
}

let serial = 0;
let passwordHash = '';
let setsPerLevel: number[] = [];

/** `n` base-31 letters of the promoter-code alphabet spelling `x`. */
function promoterCode(x: number): string {
  const base = PROMOTER_CODE_ALPHABET.length;
  let code = '';
  for (let k = 0; k < PROMOTER_CODE_LENGTH; k++)
    code += PROMOTER_CODE_ALPHABET[Math.floor(x / base ** k) % base];
  return code;
}

/**
 * `n` promoters under the super admin, levels 0–4 in turn, with their three wallets; every tenth
 * with bank details, a funded cash wallet (admin adjustment through the API, as an admin does it)
 * and an unscratched card from the activation of the next promoter's PIN, made as an activation
 * makes it.
 */
async function addPromoters(
  pool: pg.Pool,
  n: number,
  admin?: { api: ApiBase; token: string },
): Promise<Promoter[]> {
  const numbers = Array.from({ length: n }, () => ++serial);
  const inserted = await pool.query<{ id: number; username: string; level: number }>(
    `insert into users (username, password_hash, role, first_name, last_name, dob, mobile, nationality,
       state, district, city, pin_code, language, promoter_code, sponsor_id, current_promoter_level, is_active)
     select u.username, $1, $2, 'Rush', 'Promoter', date '1990-01-01', u.mobile, 'India', 'Tamil Nadu',
       'Chennai', 'Chennai', '600001', 'English', u.code,
       (select min(id) from users where role = $3), u.level, true
     from unnest($4::text[], $5::text[], $6::text[], $7::int[]) with ordinality as u(username, mobile, code, level, k)
     order by u.k
     returning id, username, current_promoter_level as level`,
    [
      passwordHash,
      Role.User,
      Role.SuperAdmin,
      numbers.map((i) => `rush_${i}`),
      numbers.map((i) => String(7_000_000_000 + i)),
      numbers.map((i) => promoterCode(13_000_000_000 + i * 7919)),
      numbers.map((i) => i % 5),
    ],
  );
  const promoters = inserted.rows
    .sort((a, b) => a.id - b.id)
    .map((row, index) => ({
      ...row,
      sets: setsPerLevel[row.level] ?? 1,
      extra: index % 10 === 0 && admin !== undefined && index + 1 < n,
    }));
  const ids = promoters.map((p) => p.id);
  await pool.query(
    `insert into ledger_accounts (user_id, wallet_type)
     select id, w from unnest($1::int[]) as id cross join (values (1), (2), (3)) as t(w)`,
    [ids],
  );
  const extras = promoters.flatMap((p, index) => (p.extra ? [{ p, referral: promoters[index + 1]! }] : []));
  if (extras.length > 0 && admin) {
    await pool.query(
      `insert into user_bank_details (user_id, account_holder, acc_no, ifsc_code, bank_name, branch_name)
       select id, 'Rush Promoter', (100000000000 + id)::text, 'SBIN0001234', 'State Bank of India', 'Chennai Main'
       from unnest($1::int[]) as id`,
      [extras.map((e) => e.p.id)],
    );
    await pool.query(
      `with activated as (
         insert into pin_requests (user_id, level, status, terms_raised_at, terms_accepted_at, pin,
           pin_generated_at, activated_at, gift_delivery, pickup_date)
         select r, l, 2, now(), now(), 'RUSH' || lpad((r % 10000)::text, 4, '0'), now(), now(), 1, current_date
         from unnest($1::int[], $2::int[]) as t(r, l)
         returning id, user_id, level)
       insert into scratch_cards (user_id, pin_request_id, level, amount, message)
       select o.owner, a.id, a.level, $4, 'Rush bonus'
       from activated a join unnest($1::int[], $3::int[]) as o(referral, owner) on o.referral = a.user_id`,
      [
        extras.map((e) => e.referral.id),
        extras.map((e) => e.referral.level),
        extras.map((e) => e.p.id),
        SCRATCH_PAISE,
      ],
    );
    await inParallel(extras, 4, async ({ p }) => {
      await call(admin.api, admin.token, 'POST', 'wallet-adjustments', {
        user_id: p.id,
        wallet_type: 1,
        amount: FUNDING_RUPEES,
        reason: 'Rush benchmark funding',
      });
    });
  }
  return promoters;
}

// ---- the topologies ---------------------------------------------------------------------------

interface Process {
  name: string;
  cpuMs(): number;
  pid?: number;
}

interface Target {
  name: 'all' | 'split' | 'sql';
  label: string;
  base?: ApiBase;
  pool: pg.Pool;
  processes: Process[];
  stop(): Promise<void>;
}

function apiProcess(name: string, api: ApiServer): Process {
  return { name, cpuMs: () => api.cpuMs(), pid: api.pid };
}

/**
 * deploy/nginx/portal.conf with this machine's upstreams, as plain HTTP on a loopback port: no
 * TLS (the benchmark's client would spend the handshakes' CPU on the same two cores) and no
 * `limit_conn` per client address (every promoter comes from 127.0.0.1 here). The rewrite is the
 * deploy test's own (apps/api/src/test/nginx-conf.ts, built with the API).
 */
async function nginxConf(dir: string, port: number, upstreams: string[]): Promise<string> {
  const { loopbackNginxConf } = (await import(path.join(API_DIR, 'dist/test/nginx-conf.js'))) as {
    loopbackNginxConf(options: {
      dir: string;
      upstreams: string[];
      plainPort: number;
      noConnectionLimit: boolean;
      workerProcesses: 'auto';
      workerConnections: number;
      clientAddressFrom: string;
    }): string;
  };
  return loopbackNginxConf({
    dir,
    upstreams,
    plainPort: port,
    noConnectionLimit: true,
    workerProcesses: 'auto',
    workerConnections: 8192,
    clientAddressFrom: '127.0.0.1',
  });
}

async function startTopology(name: Target['name'], pool: pg.Pool): Promise<Target> {
  const poolMax = config.poolMax;
  if (name === 'sql') {
    const ceiling = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
    return {
      name,
      label: `bare SQL (pg pool of ${poolMax})`,
      pool: ceiling,
      processes: [],
      stop: () => ceiling.end(),
    };
  }
  if (name === 'all') {
    // TRUST_PROXY: each promoter's address comes in X-Forwarded-For (promoterBase).
    const api = await startApi({
      databaseUrl,
      poolMax,
      env: { ...SUSTAINED_LIMITS, PORTAL_ROLE: 'all', TRUST_PROXY: '1' },
    });
    return {
      name,
      label: '`all` in one process',
      base: api,
      pool,
      processes: [apiProcess('api (all)', api)],
      stop: () => api.stop(),
    };
  }
  // One after another: the first applies any migration.
  const env = { ...SUSTAINED_LIMITS, TRUST_PROXY: '1' };
  const api1 = await startApi({ databaseUrl, poolMax, env: { ...env, PORTAL_ROLE: 'api' } });
  const api2 = await startApi({ databaseUrl, poolMax, env: { ...env, PORTAL_ROLE: 'api' } });
  const worker = await startApi({ databaseUrl, poolMax, env: { ...env, PORTAL_ROLE: 'worker' } });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-rush-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    await nginxConf(
      dir,
      port,
      [api1, api2].map((api) => `127.0.0.1:${api.port}`),
    ),
  );
  await run(NGINX, ['-t', '-q', '-c', conf, '-p', dir]);
  const nginx: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const killNginx = () => nginx.exitCode === null && nginx.kill('SIGQUIT');
  process.on('exit', killNginx);
  const base = { baseUrl: `http://127.0.0.1:${port}` };
  for (const started = Date.now(); ; await sleep(100)) {
    const answer = await fetch(`${base.baseUrl}/api/v1/ready`).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() - started > 20_000) throw new Error(readFileSync(path.join(dir, 'error.log'), 'utf8'));
  }
  return {
    name,
    label: 'two `api` + one `worker` behind nginx',
    base,
    pool,
    processes: [
      apiProcess('api 1', api1),
      apiProcess('api 2', api2),
      apiProcess('worker', worker),
      { name: 'nginx (all its processes)', cpuMs: () => processTreeCpuMs(nginx.pid), pid: nginx.pid },
    ],
    stop: async () => {
      killNginx();
      await Promise.all([api1.stop(), api2.stop(), worker.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- one promoter -----------------------------------------------------------------------------

/** Thrown once the rung's watchdog has fired: the promoter stops where it is. */
let rungDeadline = Infinity;
function checkDeadline(): void {
  if (performance.now() > rungDeadline) throw new StepError('watchdog', 'the rung ran out of time');
}

/** Sleeps until `at` (performance.now() ms), checking the watchdog. */
async function until(at: number): Promise<void> {
  checkDeadline();
  const wait = at - performance.now();
  if (wait > 0) await sleep(wait);
}

/** The player: a report every 5 s of real time, the last one at the end with `paused: true`. */
function playerWatch(base: ApiBase, token: string, steps: Steps) {
  return async (watchId: string) => {
    const started = performance.now();
    for (let position = REPORT_SECONDS; ; position += REPORT_SECONDS) {
      const end = position >= rush.videoSeconds;
      const at = Math.min(position, rush.videoSeconds);
      await until(started + at * 1000);
      const answer = await timed(steps, 'watch progress', () =>
        call<{ watched: boolean }>(base, token, 'POST', `watch-sessions/${watchId}/progress`, {
          position: at,
          ...(end ? { paused: true } : {}),
        }),
      );
      if (end) {
        if (!answer.watched) throw new StepError('watch progress', 'not watched at the end');
        return;
      }
    }
  };
}

/**
 * The ceiling's player: the same reports as statements, a plain read of the session each time and
 * a locked write only where decision 164 writes (a checkpoint, the watch counting, the end).
 */
function sqlPlayerWatch(pool: pg.Pool, userId: number, steps: Steps) {
  return async (watchId: string) => {
    const started = performance.now();
    let recorded = 0;
    let watched = false;
    for (let position = REPORT_SECONDS; ; position += REPORT_SECONDS) {
      const end = position >= rush.videoSeconds;
      const at = Math.min(position, rush.videoSeconds);
      await until(started + at * 1000);
      const counts = !watched && at >= 0.9 * rush.videoSeconds;
      await timed(steps, 'watch progress', async () => {
        await pool.query(`select * from watch_sessions where id = $1 and user_id = $2`, [watchId, userId]);
        if (end || counts || at >= recorded + CHECKPOINT_SECONDS) {
          await sqlRecordProgress(pool, userId, watchId, at, counts || watched);
          recorded = at;
          watched ||= counts;
        }
      });
      if (end) return;
    }
  };
}

/**
 * The promoter's requests with its own client address (10.x.y.z from its id): the sign-in
 * throttle and the coarse limit count per address, and a real rush comes from thousands of them.
 * `all` trusts the one hop (TRUST_PROXY=1); nginx takes it as the client's (realip) for `split`.
 */
function promoterBase(base: ApiBase, p: Promoter): ApiBase {
  if (rush.addresses === 'one') return base;
  const address = `10.${(p.id >> 16) & 255}.${(p.id >> 8) & 255}.${p.id & 255}`;
  return { ...base, headers: { ...base.headers, 'x-forwarded-for': address } };
}

/** One promoter through the API; answers the confirmations it got. */
async function apiPromoter(target: ApiBase, p: Promoter, steps: Steps): Promise<number> {
  const base = promoterBase(target, p);
  const token = await timed(steps, 'sign in', () => apiLogin(base, p.username, config.userPassword));
  await timed(steps, 'dashboard', () => call(base, token, 'GET', 'user-dashboard'));
  if (p.extra) {
    await timed(steps, 'withdrawal', () =>
      call(
        base,
        token,
        'POST',
        'withdraws',
        { wallet_type: 1, amount: WITHDRAWAL_RUPEES },
        { 'idempotency-key': randomUUID() },
      ),
    );
    const { cards } = await timed(steps, 'scratch cards', () =>
      call<{ cards: { id: number; scratched_at: string | null }[] }>(base, token, 'GET', 'get-scratch-cards'),
    );
    const card = cards.find((c) => c.scratched_at === null);
    if (!card) throw new StepError('scratch cards', 'no card to scratch');
    await timed(steps, 'scratch', () =>
      call(base, token, 'POST', 'scratched-status-update', { id: card.id }),
    );
  }
  checkDeadline();
  const confirmed = await apiSequences(base, token, steps, {
    sets: p.sets,
    watch: playerWatch(base, token, steps),
  });
  return confirmed.length;
}

// ---- CPU --------------------------------------------------------------------------------------

interface CpuSnapshot {
  at: number;
  machineMs: number;
  benchMs: number;
  /** Every PostgreSQL process, exited backends included (the postmaster's cutime/cstime). */
  postgresMs: number;
  processes: number[];
}

function snapshot(target: Target): CpuSnapshot {
  const sample = cpuSample();
  return {
    at: performance.now(),
    machineMs: sample.machineMs,
    benchMs: sample.benchMs,
    postgresMs: sample.postgresMs,
    processes: target.processes.map((p) => p.cpuMs()),
  };
}

interface CpuUse {
  wallMs: number;
  /** name → CPU ms used between the snapshots. */
  parts: [string, number][];
  otherMs: number;
}

/**
 * PostgreSQL counts whole: the API's pools close connections idle for 10 s, so the backends that
 * did a rung's peak have mostly exited by its end, and only the postmaster's children's time
 * still holds their CPU. The machine is otherwise quiet (`otherMs` says how quiet), so nearly all
 * of it is the benchmark database's work: its backends, the WAL writer, the checkpointer.
 */
function cpuBetween(target: Target, a: CpuSnapshot, b: CpuSnapshot): CpuUse {
  const parts: [string, number][] = [
    ...target.processes.map((p, i): [string, number] => [p.name, b.processes[i]! - a.processes[i]!]),
    ['PostgreSQL (all its processes)', b.postgresMs - a.postgresMs],
    ['the benchmark client', b.benchMs - a.benchMs],
  ];
  // Other: all but the benchmark's processes and PostgreSQL.
  const ours = parts.reduce((sum, [, v]) => sum + v, 0);
  return {
    wallMs: b.at - a.at,
    parts,
    otherMs: Math.max(0, b.machineMs - a.machineMs - ours),
  };
}

const serverCpu = (use: CpuUse) =>
  use.parts.filter(([name]) => name !== 'the benchmark client').reduce((sum, [, v]) => sum + v, 0);

/**
 * The server side's CPU per request of each step, one step at a time on an otherwise idle (and
 * warm) portal:
 * `count` fresh level-4 promoters each sign in, open the dashboard, are served set 1, start the
 * watch, send one report that writes nothing, wait for the video, send the last report, start the
 * quiz, get the result and confirm, step by step for all of them.
 */
/**
 * The per-user limits of the steps the calibration sends without pause, out of reach; a promoter
 * of the rush itself reports every REPORT_SECONDS and opens one dashboard, far below them.
 */
const SUSTAINED_LIMITS = {
  RATE_LIMIT_WATCH_PROGRESS_PER_MINUTE: '1000000',
  RATE_LIMIT_DASHBOARD_PER_MINUTE: '1000000',
};

interface SustainedRequest {
  /** The promoter who sends it. */
  index: number;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

async function calibrate(target: Target, count: number): Promise<{ step: string; ms: [string, number][] }[]> {
  if (!target.base || count === 0) return [];
  await avoidSessionBoundary();
  const base = target.base;
  const promoters = await addPromoters(target.pool, count * 5);
  const picked = promoters.filter((p) => p.level === 4).slice(0, count);
  const out: { step: string; ms: [string, number][] }[] = [];
  const measure = async <T>(step: string, fn: (index: number) => Promise<T>): Promise<T[]> => {
    const results: T[] = [];
    const before = snapshot(target);
    for (let i = 0; i < picked.length; i++) results.push(await fn(i));
    const use = cpuBetween(target, before, snapshot(target));
    out.push({
      step,
      ms: use.parts
        .filter(([name]) => name !== 'the benchmark client')
        .map(([name, v]): [string, number] => [name, v / picked.length]),
    });
    return results;
  };
  /**
   * One request of a step sent without pause by 10 connections for BENCH_RUSH_SUSTAIN_SECONDS,
   * over the promoters in turn: the server's CPU per request at its own pace, which the coarse
   * clock of one request per promoter (10 ms ticks over 100 requests) cannot show.
   */
  const sustain = async (step: string, request: (index: number) => SustainedRequest) => {
    if (rush.sustainSeconds === 0) return;
    let next = 0;
    const send = (r: SustainedRequest) => ({
      method: r.method,
      path: `/api/v1/${r.path}`,
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
      headers: {
        authorization: `Bearer ${tokens[r.index]!}`,
        ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    const before = snapshot(target);
    const result = await autocannon({
      url: base.baseUrl,
      connections: 10,
      duration: rush.sustainSeconds,
      requests: [
        { ...send(request(0)), setupRequest: (r) => ({ ...r, ...send(request(next++ % picked.length)) }) },
      ],
    });
    const use = cpuBetween(target, before, snapshot(target));
    const total = result.requests.total;
    out.push({
      step: `${step}, sustained (${total} requests, ${result.non2xx + result.errors} failed)`,
      ms: use.parts
        .filter(([name]) => name !== 'the benchmark client')
        .map(([name, v]): [string, number] => [name, v / Math.max(1, total)]),
    });
  };
  const tokens = await measure('sign in', (i) => apiLogin(base, picked[i]!.username, config.userPassword));
  await measure('dashboard', (i) => call(base, tokens[i]!, 'GET', 'user-dashboard'));
  await sustain('dashboard', (index) => ({ index, method: 'GET', path: 'user-dashboard' }));
  const served = await measure('serve', (i) =>
    call<{ attempt_id: number; video: { id: number } }>(base, tokens[i]!, 'GET', 'user-promoter-video-get'),
  );
  const watches = await measure('watch start', (i) =>
    call<{ id: string }>(base, tokens[i]!, 'POST', 'watch-sessions', {
      video_kind: 'promotion',
      video_id: served[i]!.video.id,
    }),
  );
  await measure('watch progress (writes nothing)', (i) =>
    call(base, tokens[i]!, 'POST', `watch-sessions/${watches[i]!.id}/progress`, { position: 1 }),
  );
  await sustain('watch progress (writes nothing)', (index) => ({
    index,
    method: 'POST',
    path: `watch-sessions/${watches[index]!.id}/progress`,
    body: { position: 1 },
  }));
  await sleep(rush.videoSeconds * 1000);
  await measure('watch progress (the end, writes)', (i) =>
    call(base, tokens[i]!, 'POST', `watch-sessions/${watches[i]!.id}/progress`, {
      position: rush.videoSeconds,
      paused: true,
    }),
  );
  const quizzes = await measure('quiz start', (i) =>
    call<{ questions: { id: number; choices: { id: number; text: string }[] }[] }>(
      base,
      tokens[i]!,
      'POST',
      'user-promoter-quiz-start',
      { attempt_id: served[i]!.attempt_id, language: 'en' },
    ),
  );
  await measure('result', (i) =>
    call(base, tokens[i]!, 'POST', 'user-promoter-quiz-result-get', {
      attempt_id: served[i]!.attempt_id,
      answers: quizzes[i]!.questions.map((q) => ({
        question_id: q.id,
        choice_id: q.choices.find((c) => c.text === 'Right')!.id,
      })),
    }),
  );
  await measure('confirmation', (i) =>
    call(base, tokens[i]!, 'POST', 'user-promoter-quiz-result-confirmation', {
      attempt_id: served[i]!.attempt_id,
    }),
  );
  return out;
}

// ---- one rung ---------------------------------------------------------------------------------

interface RungResult {
  target: string;
  n: number;
  wallMs: number;
  steps: Steps;
  errors: Record<string, number>;
  errorSamples: string[];
  requests: number;
  peakPerSecond: number;
  cpu: CpuUse;
  memory: [string, number][];
  confirmedByClients: number;
  credits: { confirmed: number; entries: number };
  pass: boolean;
}

/** How long a rung takes at most: the ramp, the slowest promoter's sets, and slack. */
function rungSeconds(): number {
  return rush.rampSeconds + 2 * (rush.videoSeconds + 20) + 60;
}

/**
 * Waits until no session boundary (12:00 or 24:00 India time) falls inside the next rung: a
 * promoter's set must be served and confirmed in one session.
 */
async function avoidSessionBoundary(): Promise<void> {
  // The next boundary: 12:00 of today in India, else the start of the next India day.
  const now = new Date();
  const today = indiaDate(now);
  const noon = new Date(startOfIndiaDay(today).getTime() + 12 * 3600_000);
  const next = now < noon ? noon : endOfIndiaDayExclusive(today);
  const left = next.getTime() - now.getTime();
  if (left < rungSeconds() * 1000) {
    log(`a session boundary in ${(left / 1000).toFixed(0)} s: waiting for it to pass`);
    await sleep(left + 5_000);
  }
}

async function credits(pool: pg.Pool, ids: number[], ceiling: boolean) {
  const confirmed = await pool.query<{ n: number }>(
    `select count(*)::int as n from quiz_attempts where user_id = any($1) and confirmed_at is not null`,
    [ids],
  );
  const entries = await pool.query<{ n: number }>(
    `select count(distinct e.id)::int as n from journal_entries e
     join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
     where e.kind = 'quiz' and a.user_id = any($1) and e.idempotency_key like $2`,
    [ids, ceiling ? 'bench-quiz:%' : 'quiz:%'],
  );
  return { confirmed: confirmed.rows[0]!.n, entries: entries.rows[0]!.n };
}

async function runRung(target: Target, n: number, admin?: { token: string }): Promise<RungResult> {
  await avoidSessionBoundary();
  const promoters = await addPromoters(
    target.pool,
    n,
    target.base && admin ? { api: target.base, token: admin.token } : undefined,
  );
  const ctx = await ceilingContext(target.pool);
  const steps = emptySteps();
  const errors: Record<string, number> = {};
  const errorSamples: string[] = [];
  let confirmedByClients = 0;
  const countRequests = () =>
    STEPS.reduce((sum, step) => sum + steps[step].length, 0) +
    Object.values(errors).reduce((a, b) => a + b, 0);
  let peak = 0;
  let last = 0;
  const sampler = setInterval(() => {
    const now = countRequests();
    peak = Math.max(peak, (now - last) / 5);
    last = now;
  }, 5000);
  log(`${target.name}: ${n} promoters, ramp ${rush.rampSeconds} s, ${rush.videoSeconds} s videos`);
  const before = snapshot(target);
  const started = performance.now();
  rungDeadline = started + rungSeconds() * 1000 + 120_000;
  await Promise.all(
    promoters.map(async (p, index) => {
      await sleep((rush.rampSeconds * 1000 * index) / n);
      try {
        if (target.base) {
          const confirmed = await apiPromoter(target.base, p, steps);
          confirmedByClients += confirmed;
        } else {
          await sqlSequences(target.pool, p.id, ctx, steps, {
            sets: p.sets,
            videoSeconds: rush.videoSeconds,
            watch: sqlPlayerWatch(target.pool, p.id, steps),
          });
          confirmedByClients += p.sets;
        }
      } catch (error) {
        const step = error instanceof StepError ? error.step : 'other';
        errors[step] = (errors[step] ?? 0) + 1;
        if (errorSamples.length < 5)
          errorSamples.push(String(error instanceof Error ? error.message : error));
      }
    }),
  );
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  const cpu = cpuBetween(target, before, snapshot(target));
  rungDeadline = Infinity;
  for (const step of STEPS) steps[step].sort((a, b) => a - b);
  const credited = await credits(
    target.pool,
    promoters.map((p) => p.id),
    !target.base,
  );
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const pass =
    errorCount === 0 &&
    STEPS.every((step) => steps[step].length === 0 || percentile(steps[step], 99) <= rush.p99Ms) &&
    credited.confirmed === confirmedByClients &&
    credited.entries === credited.confirmed;
  const result: RungResult = {
    target: target.label,
    n,
    wallMs,
    steps,
    errors,
    errorSamples,
    requests: countRequests(),
    peakPerSecond: peak,
    cpu,
    memory: target.processes
      .filter((p) => p.name.startsWith('api') || p.name === 'worker')
      .map((p): [string, number] => [p.name, processMemoryMiB(p.pid).peak]),
    confirmedByClients,
    credits: credited,
    pass,
  };
  console.log(`\n${rungReport(result)}\n`);
  return result;
}

// ---- the report -------------------------------------------------------------------------------

/** The share of the machine's cores other processes used during a rung, in %. */
const otherCpuPercent = (r: RungResult) => (r.cpu.otherMs / (r.wallMs * os.cpus().length)) * 100;

function rungReport(r: RungResult): string {
  const rows = STEPS.filter((step) => r.steps[step].length > 0 || r.errors[step]).map((step) => {
    const s = r.steps[step];
    return [
      step,
      String(s.length),
      ms(percentile(s, 50)),
      ms(percentile(s, 99)),
      ms(s.at(-1) ?? NaN),
      String(r.errors[step] ?? 0),
    ];
  });
  const cores = (v: number) => `${((v / r.wallMs) * 100).toFixed(0)} %`;
  const cpuRows = r.cpu.parts.map(([name, v]) => [
    name,
    cores(v),
    `${(v / 1000).toFixed(1)} s`,
    ms(v / r.n),
    ms(v / Math.max(1, r.requests)),
  ]);
  const errorCount = Object.values(r.errors).reduce((a, b) => a + b, 0);
  return [
    `### ${r.target}, N = ${r.n}: ${r.pass ? 'PASS' : 'FAIL'}`,
    '',
    markdownTable(['step', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'errors'], rows),
    '',
    `${r.requests} requests in ${(r.wallMs / 1000).toFixed(0)} s: ${rate((r.requests / r.wallMs) * 1000)} a second ` +
      `on average, ${rate(r.peakPerSecond)} in the busiest 5 s; ${errorCount} promoters stopped by an error` +
      (r.errorSamples.length ? ` (${r.errorSamples.join('; ')})` : '') +
      '.',
    '',
    markdownTable(['process', 'CPU (% of one core)', 'CPU', 'ms per promoter', 'ms per request'], cpuRows),
    '',
    `Other CPU on the machine meanwhile: ${otherCpuPercent(r).toFixed(0)} % of its ` +
      `${os.cpus().length} cores. Peak memory: ${r.memory.map(([name, v]) => `${name} ${v.toFixed(0)} MiB`).join(', ') || '–'}.`,
    `Server side (everything but the client): ${ms(serverCpu(r.cpu) / r.n)} ms of CPU per promoter; 10,000 ` +
      `promoters in the same ${(r.wallMs / 1000).toFixed(0)} s would keep ` +
      `${(((serverCpu(r.cpu) / r.n) * 10_000) / r.wallMs).toFixed(1)} cores busy on average.`,
    `Credits: ${r.confirmedByClients} confirmations answered, ${r.credits.confirmed} confirmed attempts, ` +
      `${r.credits.entries} quiz entries (${r.credits.entries === r.credits.confirmed && r.credits.confirmed === r.confirmedByClients ? 'each credited exactly once' : 'MISMATCH'}).`,
  ].join('\n');
}

function calibrationReport(label: string, rows: { step: string; ms: [string, number][] }[]): string {
  if (rows.length === 0) return '';
  const names = rows[0]!.ms.map(([name]) => name);
  return [
    `### Server CPU per request, one step at a time (${label}, ${rush.calibration} promoters)`,
    '',
    markdownTable(
      ['step', ...names.map((n) => `${n} ms`), 'total ms'],
      rows.map((row) => [
        row.step,
        ...row.ms.map(([, v]) => ms(v)),
        ms(row.ms.reduce((sum, [, v]) => sum + v, 0)),
      ]),
    ),
  ].join('\n');
}

// ---- the run ----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  const watchdog = setTimeout(() => {
    log(`watchdog: ${rush.maxMinutes} minutes passed, stopping`);
    process.exit(2);
  }, rush.maxMinutes * 60_000);
  watchdog.unref();
  log(
    `noon rush: ladder ${rush.ladder.join(', ')}, topologies ${rush.topologies.join(', ')}, ` +
      `${rush.videoSeconds} s videos, ramp ${rush.rampSeconds} s, database ${rush.database}`,
  );
  const maintenance = new pg.Client({ connectionString: maintenanceUrl });
  await maintenance.connect();
  await maintenance.query(`drop database if exists ${rush.database} with (force)`);
  await maintenance.query(`create database ${rush.database}`);
  await maintenance.end();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  passwordHash = await hash(config.userPassword, ARGON2_OPTIONS);

  // The schema, today's and tomorrow's videos (a run may pass midnight, India time).
  {
    const api = await startApi({ databaseUrl, poolMax: 2 });
    const token = await apiLogin(api, config.adminUsername, config.adminPassword);
    const today = indiaDate();
    const tomorrow = indiaDate(new Date(Date.now() + 24 * 3600_000));
    for (const date of [today, tomorrow])
      await preparePromotionVideos(api, pool, token, rush.videoSeconds, date);
    await api.stop();
  }
  const settings = await pool.query<{ values: { levels: Record<string, { sets_per_session: number }> } }>(
    `select values from programme_settings order by id desc limit 1`,
  );
  setsPerLevel = [0, 1, 2, 3, 4].map(
    (level) => settings.rows[0]!.values.levels[level]?.sets_per_session ?? 1,
  );
  log(`sets per session by level 0–4: ${setsPerLevel.join(', ')}`);

  const summary: string[][] = [];
  for (const name of rush.topologies) {
    const target = await startTopology(name as Target['name'], pool);
    try {
      const admin = target.base
        ? { token: await apiLogin(target.base, config.adminUsername, config.adminPassword) }
        : undefined;
      let largest: RungResult | undefined;
      let failed: RungResult | undefined;
      for (const n of rush.ladder) {
        let result: RungResult | undefined;
        // A rung failed while other processes took more than BENCH_MAX_OTHER_CPU % of the machine
        // is run again (BENCH_RETRIES times) after waiting for a quiet moment: both are printed.
        for (let attempt = 0; attempt <= config.retries; attempt++) {
          log(`other processes' CPU before the rung: ${(await waitForQuiet()).toFixed(0)} %`);
          result = await runRung(target, n, admin);
          if (result.pass || otherCpuPercent(result) <= config.maxOtherCpu || attempt === config.retries)
            break;
          log(`N = ${n} failed with ${otherCpuPercent(result).toFixed(0)} % other CPU: once more`);
        }
        if (!result) throw new Error('no rung ran');
        if (!result.pass) {
          failed = result;
          break;
        }
        largest = result;
      }
      // After the ladder: the processes are warm (a cold one spends several times the CPU).
      const calibrationText = calibrationReport(target.label, await calibrate(target, rush.calibration));
      if (calibrationText) console.log(`\n${calibrationText}\n`);
      const verify = await runLedgerVerify(databaseUrl);
      log(
        `ledger:verify after ${target.name} (${verify.seconds.toFixed(1)} s): ${verify.ok ? 'OK' : 'FAILED'}`,
      );
      if (!verify.ok) console.log(verify.report);
      const worst = (r: RungResult | undefined) =>
        r ? ms(Math.max(...STEPS.map((s) => (r.steps[s].length ? percentile(r.steps[s], 99) : 0)))) : '–';
      summary.push([
        target.label,
        largest ? String(largest.n) : `< ${rush.ladder[0]}`,
        worst(largest),
        failed
          ? `${failed.n} (worst p99 ${worst(failed)} ms, ${Object.values(failed.errors).reduce((a, b) => a + b, 0)} errors)`
          : '–',
        verify.ok ? 'OK' : 'FAILED',
      ]);
    } finally {
      await target.stop();
    }
  }
  await pool.end();
  const table = markdownTable(
    [
      'topology',
      `largest N (every step p99 ≤ ${rush.p99Ms} ms, no error)`,
      'its worst step p99 ms',
      'first N that failed',
      'ledger:verify',
    ],
    summary,
  );
  console.log(`\n## Noon rush: summary\n\n${table}\n`);
  log(`done in ${((Date.now() - started) / 60_000).toFixed(1)} minutes`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Shared pieces of the benchmark: configuration from the environment, the database URLs, and
 * the API server as a child process that is always stopped when the benchmark ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
/** The built API the benchmark runs: this repository's, or BENCH_API_DIR (e.g. a build of another commit). */
export const API_DIR = process.env.BENCH_API_DIR || path.join(REPO_ROOT, 'apps/api');
export const API_ENTRY = path.join(API_DIR, 'dist/server.js');

export function text(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

export function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`);
  }
  return value;
}

function flag(name: string): boolean {
  return ['1', 'true', 'yes'].includes(text(name, '0').toLowerCase());
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Every knob of the benchmark; documented in bench/README.md. */
export const config = {
  pgUrl: text('BENCH_PG_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  database: text('BENCH_DATABASE', 'portal_bench'),
  /** Session settings for the direct-SQL connections; the API's pool sets `-c jit=off` itself, so the ceiling does too. */
  pgOptions: text('BENCH_PG_OPTIONS', '-c jit=off'),
  users: integer('BENCH_USERS', 200_000, 1, 5_000_000),
  skipSeed: flag('BENCH_SKIP_SEED'),
  durationSeconds: integer('BENCH_DURATION', 10, 1, 300),
  warmupSeconds: integer('BENCH_WARMUP', 2, 0, 60),
  connections: integer('BENCH_CONNECTIONS', 10, 1, 500),
  poolMax: integer('BENCH_POOL_MAX', 10, 1, 200),
  pageSize: integer('BENCH_PAGE_SIZE', 10, 1, 100),
  deepPage: integer('BENCH_DEEP_PAGE', 5000, 2, 10_000_000),
  filterLevel: integer('BENCH_FILTER_LEVEL', 2, 0, 4),
  /** The API's LIST_TOTAL_CACHE_SECONDS; unset keeps its default (30). 0 counts on every request. */
  listTotalCacheSeconds: text('BENCH_LIST_TOTAL_CACHE_SECONDS', ''),
  search: text('BENCH_SEARCH', 'kumar'),
  rareSearch: text('BENCH_RARE_SEARCH', '98765'),
  loginUsers: integer('BENCH_LOGIN_USERS', 5000, 1, 1_000_000),
  /** Withdrawal requests to seed over the users (0: no money seeded, the withdrawal scenarios are skipped). */
  withdrawals: integer('BENCH_WITHDRAWALS', 1_000_000, 0, 10_000_000),
  /** The page number of the deep withdrawals page (reached with the keyset `after` anchor). */
  withdrawDeepPage: integer('BENCH_WITHDRAW_DEEP_PAGE', 50_000, 2, 10_000_000),
  /** The common withdrawals search (a surname); the selective one is one user's exact username. */
  withdrawSearch: text('BENCH_WITHDRAW_SEARCH', 'kumar'),
  /** The status the status-filter scenario selects (0 pending). */
  withdrawStatus: integer('BENCH_WITHDRAW_STATUS', 0, 0, 3),
  /** Rows of the smaller export (a date range selecting at most this many). */
  exportRows: integer('BENCH_EXPORT_ROWS', 100_000, 1, 1_000_000),
  /** Rows of the larger export (the API runs with EXPORT_MAX_ROWS set to this). */
  exportLargeRows: integer('BENCH_EXPORT_LARGE_ROWS', 1_000_000, 1, 1_000_000),
  /** Seconds one export download may take before it counts as failed. */
  exportTimeoutSeconds: integer('BENCH_EXPORT_TIMEOUT', 900, 10, 3600),
  /** Withdrawal requests sent at once, each from a different user. */
  concurrentRequests: integer('BENCH_CONCURRENT_REQUESTS', 1000, 1, 10_000),
  /** PIN requests to seed (one per promoter, so at most BENCH_USERS; 0 skips the programme scenarios). */
  pinRequests: integer('BENCH_PIN_REQUESTS', 200_000, 0, 5_000_000),
  /** Members of the benchmark's referral downline, its top included (at most BENCH_USERS). */
  treeMembers: integer('BENCH_TREE_MEMBERS', 100_001, 2, 5_000_000),
  /** Promotion sequences (serve → confirmation) of the earning benchmark, and how many run at once. */
  earningSequences: integer('BENCH_EARNING_SEQUENCES', 10_000, 0, 100_000),
  earningConcurrency: integer('BENCH_EARNING_CONCURRENCY', 100, 1, 1000),
  userPassword: text('BENCH_PASSWORD', 'BenchUser@2024'),
  adminUsername: text('BENCH_ADMIN_USERNAME', 'benchadmin'),
  adminPassword: text('BENCH_ADMIN_PASSWORD', 'Bench#Portal2024'),
  scenarios: text('BENCH_SCENARIOS', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  explainPlans: flag('BENCH_EXPLAIN_PLANS'),
  /** A scenario is run again when other processes used more than this % of the CPU meanwhile. */
  maxOtherCpu: integer('BENCH_MAX_OTHER_CPU', 10, 0, 100),
  retries: integer('BENCH_RETRIES', 1, 0, 10),
  /** Before each attempt, wait up to this long for the machine to be quiet. */
  quietWaitSeconds: integer('BENCH_QUIET_WAIT', 30, 0, 900),
  /** Extra node arguments for the API server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  apiNodeArgs: text('BENCH_API_NODE_ARGS', '').split(' ').filter(Boolean),
};

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(config.database) || config.database.startsWith('template')) {
  throw new Error(`BENCH_DATABASE must be a plain lower-case identifier (got ${config.database})`);
}
if (config.database === 'postgres') throw new Error('BENCH_DATABASE must not be the postgres database');
{
  const host = new URL(config.pgUrl).hostname;
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(`BENCH_PG_URL must point at a loopback address (got host ${host})`);
  }
}

/** The maintenance URL with the benchmark database, and BENCH_PG_OPTIONS when set. */
export function benchDatabaseUrl(): string {
  const url = new URL(config.pgUrl);
  url.pathname = `/${config.database}`;
  if (config.pgOptions) url.searchParams.set('options', config.pgOptions);
  return url.toString();
}

export function log(message: string): void {
  process.stdout.write(`[bench] ${message}\n`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Sources under apps/api/src (tests aside) whose compiled file is missing or older. */
function staleSources(dir: string, rel = ''): string[] {
  const stale: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const name = path.join(rel, entry.name);
    if (entry.isDirectory()) stale.push(...staleSources(dir, name));
    else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('.d.ts')
    ) {
      const compiled = path.join(API_DIR, 'dist', name.replace(/\.ts$/, '.js'));
      if (!existsSync(compiled) || statSync(compiled).mtimeMs < statSync(path.join(dir, name)).mtimeMs) {
        stale.push(name);
      }
    }
  }
  return stale;
}

/** Fails when the API has not been built; warns when some of its sources are newer than the build. */
export function checkApiBuild(): void {
  if (!existsSync(API_ENTRY)) {
    throw new Error(
      `${API_ENTRY} is missing: build the API first (npm run build -w packages/shared && npx tsc -b apps/api)`,
    );
  }
  const stale = staleSources(path.join(API_DIR, 'src'));
  if (stale.length > 0) {
    log(
      `warning: apps/api/dist is older than apps/api/src/${stale.slice(0, 3).join(', ')}; the old build runs`,
    );
  }
}

const children = new Set<ChildProcess>();

function killChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

// Whatever happens, no API server outlives the benchmark.
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    killChildren();
    process.exit(130);
  });
}

export interface ApiServer {
  baseUrl: string;
  port: number;
  /** The server's DATA_DIR (its embedded database and local storage), removed on stop. */
  dataDir: string;
  pid: number | undefined;
  /** CPU time (user + system) the server process has used so far, in ms; NaN off Linux. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Fields after the command name in /proc/<pid>/stat (field 3, the state, is index 0). */
function procStat(pid: number | string | undefined): { comm: string; fields: string[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { comm, fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  } catch {
    return null;
  }
}

// /proc counts CPU time in USER_HZ ticks, 100 per second on Linux.
const TICK_MS = 10;

/** utime + stime of a process, in ms; NaN when /proc is not there. */
export function processCpuMs(pid: number | undefined): number {
  const stat = procStat(pid);
  return stat ? (Number(stat.fields[11]) + Number(stat.fields[12])) * TICK_MS : NaN;
}

/** utime + stime of a process and of its children now running (nginx's workers), in ms; NaN off Linux. */
export function processTreeCpuMs(pid: number | undefined): number {
  let total = processCpuMs(pid);
  try {
    for (const child of readdirSync('/proc')) {
      if (/^\d+$/.test(child) && procStat(child)?.fields[1] === String(pid))
        total += processCpuMs(Number(child));
    }
  } catch {
    return NaN;
  }
  return total;
}

/** CPU used so far by the whole machine and by the parties of the benchmark, in ms. */
export interface CpuSample {
  machineMs: number;
  benchMs: number;
  apiMs: number;
  postgresMs: number;
}

/**
 * A CPU snapshot, to tell how much of the machine something outside the benchmark used during
 * a run (other builds or tests on a shared machine make the figures unreliable). PostgreSQL
 * counts whole (all databases), with exited backends and parallel workers via the postmaster's
 * cutime/cstime. Linux only; NaN elsewhere.
 */
export function cpuSample(api?: ApiServer): CpuSample {
  const usage = process.cpuUsage();
  const sample: CpuSample = {
    machineMs: NaN,
    benchMs: (usage.user + usage.system) / 1000,
    apiMs: api ? api.cpuMs() : 0,
    postgresMs: 0,
  };
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle …: process time only. Interrupt time (loopback networking runs in
    // softirq) is charged to no process, so it is left out on both sides.
    const [user = 0, nice = 0, system = 0] = cpu;
    sample.machineMs = (user + nice + system) * TICK_MS;
    const postgres = new Map<string, { ppid: string; fields: string[] }>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = procStat(pid);
      if (stat?.comm === 'postgres') postgres.set(pid, { ppid: stat.fields[1]!, fields: stat.fields });
    }
    for (const { ppid, fields } of postgres.values()) {
      sample.postgresMs += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      if (!postgres.has(ppid)) sample.postgresMs += (Number(fields[13]) + Number(fields[14])) * TICK_MS;
    }
  } catch {
    sample.machineMs = NaN;
  }
  return sample;
}

/** The share of the machine's CPU capacity used outside the benchmark between two samples, in %. */
export function foreignCpuPercent(before: CpuSample, after: CpuSample, wallMs: number): number {
  const machine = after.machineMs - before.machineMs;
  const ours =
    after.benchMs - before.benchMs + (after.apiMs - before.apiMs) + (after.postgresMs - before.postgresMs);
  return (Math.max(0, machine - ours) / (wallMs * os.cpus().length)) * 100;
}

/**
 * Resident memory of a process from /proc/<pid>/status, in MiB: now (VmRSS) and the peak since
 * it started (VmHWM). NaN off Linux.
 */
export function processMemoryMiB(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

export async function startApi(options: {
  databaseUrl: string;
  poolMax: number;
  /** Extra environment for the server, e.g. EXPORT_MAX_ROWS. */
  env?: Record<string, string>;
}): Promise<ApiServer> {
  checkApiBuild();
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `portal-bench-data-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...config.apiNodeArgs, API_ENTRY], {
    // Not the repository root: the server loads a .env from its working directory.
    cwd: BENCH_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The bursts come from this one address, a thousand connections at once.
      MAX_CONNECTIONS_PER_IP: '0',
      // ... and hundreds of requests a second: the coarse per-IP limit out of reach.
      RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
      DATABASE_URL: options.databaseUrl,
      DB_POOL_MAX: String(options.poolMax),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SUPERADMIN_USERNAME: config.adminUsername,
      SUPERADMIN_PASSWORD: config.adminPassword,
      ...(config.listTotalCacheSeconds ? { LIST_TOTAL_CACHE_SECONDS: config.listTotalCacheSeconds } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[api] ${chunk.toString()}`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Migrations and the super admin's argon2 hash run before the server listens.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the API exited during start-up (code ${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not become ready within 120 s:\n${output}`);
    }
    await sleep(250);
  }
  return { baseUrl, port, dataDir, pid: child.pid, cpuMs: () => processCpuMs(child.pid), stop };
}

/**
 * Where a client's requests go, and the headers each of them carries: the rush gives every
 * promoter its own address in X-Forwarded-For, as promoters of a real rush come from thousands.
 */
export type ApiBase = Pick<ApiServer, 'baseUrl'> & { headers?: Record<string, string> };

/** Signs in through the API and answers the session's bearer token. */
export async function apiLogin(api: ApiBase, username: string, password: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...api.headers },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`login as ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * `npm run ledger:verify` on the benchmark database: the API's own verification script
 * (apps/api/dist/scripts/ledger-verify.js, built with the API), with DATABASE_URL set. Answers
 * whether it printed OK, its report and how long it took.
 */
export async function runLedgerVerify(
  databaseUrl: string,
  /** e.g. `['--incremental']`: only what changed since the last clean checkpoint. */
  args: string[] = [],
): Promise<{ ok: boolean; report: string; seconds: number }> {
  const script = path.join(API_DIR, 'dist/scripts/ledger-verify.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: build the API first`);
  const started = Date.now();
  const child = spawn(process.execPath, [script, ...args], {
    cwd: BENCH_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(os.tmpdir(), `portal-bench-verify-${process.pid}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  children.delete(child);
  return { ok: code === 0, report: output.trim(), seconds: (Date.now() - started) / 1000 };
}

/** Percentile of ascending sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/**
 * Runs a benchmark's `main` to its end: exit 0 when it finishes, 1 on an error (printed), and a
 * hard stop after `watchdogMs` should anything hang (children are killed on exit either way).
 */
export function runBenchmark(main: () => Promise<void>, watchdogMs: number): void {
  const watchdog = setTimeout(() => {
    log(`watchdog: still running after ${Math.round(watchdogMs / 1000)} s, giving up`);
    process.exit(2);
  }, watchdogMs);
  watchdog.unref();
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * The withdrawal benchmarks that are not a stream of equal requests (bench/README.md,
 * "Withdrawals (money core)"): the .xlsx export, timed and with the API's peak memory, beside the
 * same rows read through `pg` in the same keyset batches; and a burst of withdrawal requests from
 * distinct users, beside the same statements sent straight through a pool of the same size.
 */
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  fstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type pg from 'pg';
import { addDays, indiaDate, Role, startOfIndiaDay, WithdrawStatus } from '@portal/shared';
import {
  apiLogin,
  config,
  cpuSample,
  foreignCpuPercent,
  log,
  percentile,
  processMemoryMiB,
  runLedgerVerify,
  sleep,
  startApi,
  type ApiServer,
} from './common.js';
import {
  COUNT_MATCHING_USERS,
  FIND_BANK_DETAILS,
  FIND_LATEST_ACTIVE_REQUEST,
  FIND_LATEST_SETTINGS,
  FIND_REQUEST_READY_USERS,
  FIND_WALLET_ACCOUNT_ID,
  INCREASE_HELD,
  INSERT_AUDIT,
  INSERT_HOLD,
  INSERT_WITHDRAWAL,
  likePattern,
  LOCK_WALLET,
  WITHDRAW_EXPORT_BATCH,
  withdrawExportPath,
  withdrawListStatements,
  type WithdrawListParams,
} from './queries.js';

/** The search and filters of an export (a list query without its page). */
export type ExportFilter = Omit<WithdrawListParams, 'pageSize' | 'pageNumber' | 'after'>;

// ---- choosing what to ask for ----------------------------------------------------------------

/**
 * A date range (whole India days, ending on the latest day with requests) that selects as many
 * requests as possible but at most `limit`; no filter at all when every request fits.
 */
export async function dateWindow(
  pool: pg.Pool,
  limit: number,
): Promise<{ filter: ExportFilter; rows: number }> {
  const days = await pool.query<{ day: string; n: number }>(
    `select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, count(*)::int as n
     from withdrawals group by 1 order by 1 desc`,
  );
  let rows = 0;
  let from: string | undefined;
  for (const day of days.rows) {
    if (rows + day.n > limit) break;
    rows += day.n;
    from = day.day;
  }
  if (from === undefined) throw new Error(`the latest day alone holds more than ${limit} requests`);
  if (from === days.rows.at(-1)?.day) return { filter: {}, rows };
  return { filter: { fromdate: from, todate: days.rows[0]!.day }, rows };
}

/**
 * A username that a search matches exactly one user by (the trigram search also matches inside
 * longer usernames, so `asha12` could find `asha123`), of a user with several requests.
 */
export async function pickSearchUser(pool: pg.Pool): Promise<{ username: string; requests: number }> {
  const candidates = await pool.query<{ id: number; username: string }>(
    `select id, username from users where role = $1 order by md5(id::text) limit 200`,
    [Role.User],
  );
  for (const candidate of candidates.rows) {
    const requests = await pool.query<{ n: number }>(
      `select count(*)::int as n from withdrawals where user_id = $1`,
      [candidate.id],
    );
    const n = requests.rows[0]?.n ?? 0;
    if (n < 5) continue;
    const people = await pool.query<{ n: number }>(COUNT_MATCHING_USERS, [likePattern(candidate.username)]);
    if (people.rows[0]?.n === 1) return { username: candidate.username, requests: n };
  }
  throw new Error('no seeded user with 5 or more requests has a username only they match');
}

// ---- the export ------------------------------------------------------------------------------

export interface ExportOutcome {
  label: string;
  filter: ExportFilter;
  /** Rows the filter selects (SQL count) and rows found in the downloaded sheet. */
  expectedRows: number;
  fileRows: number | null;
  bytes: number;
  status: number;
  /** Until the file was ready (made by the API's own job runner), and until its last byte. */
  firstByteMs: number;
  totalMs: number;
  /** CPU time of the API process during the download. */
  apiCpuMs: number;
  /** Resident memory of the fresh API process before the export and its peak (VmHWM). */
  baselineRssMiB: number;
  peakRssMiB: number;
  /** The same rows read through `pg` in the same keyset batches. */
  ceilingMs: number;
  ceilingRows: number;
  /** Other processes' share of the CPU during the download and during the ceiling, in %. */
  foreignCpu: number;
  foreignCpuCeiling: number;
}

/** Every row the export holds, read as the API reads them: keyset batches of WITHDRAW_EXPORT_BATCH. */
export async function readExportBatches(pool: pg.Pool, filter: ExportFilter): Promise<number> {
  let rows = 0;
  let after: number | undefined;
  for (;;) {
    const { api: statement } = withdrawListStatements({
      ...filter,
      pageSize: WITHDRAW_EXPORT_BATCH,
      pageNumber: after === undefined ? 1 : 2,
      after,
    });
    const batch = await pool.query<{ id: number }>(statement.text, statement.values);
    rows += batch.rows.length;
    if (batch.rows.length < WITHDRAW_EXPORT_BATCH) return rows;
    after = batch.rows.at(-1)!.id;
  }
}

/**
 * Where a zip member's data starts, from the central directory (an .xlsx is a zip; exceljs writes
 * sizes after the data, so only the central directory has them). Null for a zip64 archive.
 */
function zipMember(file: string, name: string): { start: number; size: number; method: number } | null {
  const fd = openSync(file, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const read = (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, position);
      return buffer;
    };
    const tailLength = Math.min(fileSize, 22 + 0xffff);
    const tail = read(fileSize - tailLength, tailLength);
    let end = tail.length - 22;
    while (end >= 0 && tail.readUInt32LE(end) !== 0x06054b50) end--;
    if (end < 0) throw new Error(`${file} is not a zip file`);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff) return null;
    const directory = read(directoryOffset, directorySize);
    for (let p = 0; p + 46 <= directory.length && directory.readUInt32LE(p) === 0x02014b50;) {
      const nameLength = directory.readUInt16LE(p + 28);
      const next = p + 46 + nameLength + directory.readUInt16LE(p + 30) + directory.readUInt16LE(p + 32);
      if (directory.toString('utf8', p + 46, p + 46 + nameLength) === name) {
        const size = directory.readUInt32LE(p + 20);
        const offset = directory.readUInt32LE(p + 42);
        if (size === 0xffffffff || offset === 0xffffffff) return null;
        const local = read(offset, 30);
        return {
          start: offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28),
          size,
          method: directory.readUInt16LE(p + 10),
        };
      }
      p = next;
    }
    throw new Error(`${file} has no ${name}`);
  } finally {
    closeSync(fd);
  }
}

/** Rows of the first sheet of an .xlsx, header included (its `<row ` elements); null if unreadable. */
export async function countSheetRows(file: string): Promise<number | null> {
  const member = zipMember(file, 'xl/worksheets/sheet1.xml');
  if (!member || (member.method !== 8 && member.method !== 0)) return null;
  const marker = Buffer.from('<row ');
  let rows = 0;
  let carry: Buffer = Buffer.alloc(0);
  const source = createReadStream(file, { start: member.start, end: member.start + member.size - 1 });
  const xml = member.method === 8 ? source.pipe(zlib.createInflateRaw()) : source;
  for await (const chunk of xml as AsyncIterable<Buffer>) {
    const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) rows++;
    carry = text.subarray(Math.max(0, text.length - (marker.length - 1)));
  }
  return rows;
}

/** What the admin's screen waits through for one export (docs/decisions/169-exports-made-by-a-worker.md). */
export interface MadeExport {
  /** The file's download status (200). */
  status: number;
  /** Until the 202 with the job, until the job was ready, until the file's last byte. */
  queuedMs: number;
  firstByteMs: number;
  totalMs: number;
}

/**
 * One export as the screen gets it: the list's GET with `exports` (202 and the job), the job
 * followed every 200 ms until a worker has made the file, then the file downloaded to `file`.
 */
export async function madeExport(
  api: Pick<ApiServer, 'baseUrl'>,
  token: string,
  exportPath: string,
  file: string,
  timeoutMs: number,
): Promise<MadeExport> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = { authorization: `Bearer ${token}` };
  const queued = await fetch(`${api.baseUrl}${exportPath}`, { headers, signal });
  const queuedMs = performance.now() - started;
  if (queued.status !== 202)
    throw new Error(`export: the API answered ${queued.status}: ${(await queued.text()).slice(0, 300)}`);
  const { id } = (await queued.json()) as { id: string };
  for (;;) {
    const job = await fetch(`${api.baseUrl}/api/v1/exports/${id}`, { headers, signal });
    const { status, error } = (await job.json()) as { status: string; error: string | null };
    if (status === 'ready') break;
    if (status === 'failed') throw new Error(`export ${id} failed: ${error}`);
    await sleep(200);
  }
  const firstByteMs = performance.now() - started;
  const response = await fetch(`${api.baseUrl}/api/v1/exports/${id}/file`, { headers, signal });
  if (!response.ok || !response.body)
    throw new Error(
      `export file: the API answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  return { status: response.status, queuedMs, firstByteMs, totalMs: performance.now() - started };
}

/**
 * One export: a fresh API (so its peak resident memory is this export's, its job runner making the
 * file) with EXPORT_MAX_ROWS, the file downloaded to a temporary file while the API's memory is sampled, its rows counted,
 * then the ceiling: the same rows through `pg` in the same batches.
 */
export async function runExport(options: {
  label: string;
  databaseUrl: string;
  pool: pg.Pool;
  filter: ExportFilter;
  maxRows: number;
}): Promise<ExportOutcome> {
  const { label, databaseUrl, pool, filter, maxRows } = options;
  const { count } = withdrawListStatements({ ...filter, pageSize: 1, pageNumber: 1 }, maxRows + 1);
  const counted = await pool.query<{ count: number }>(count.text, count.values);
  const expectedRows = counted.rows[0]?.count ?? 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-export-'));
  const file = path.join(dir, 'withdraw_requests.xlsx');
  let api: ApiServer | undefined;
  try {
    api = await startApi({ databaseUrl, poolMax: config.poolMax, env: { EXPORT_MAX_ROWS: String(maxRows) } });
    const token = await apiLogin(api, config.adminUsername, config.adminPassword);
    await sleep(500);
    const baseline = processMemoryMiB(api.pid);
    const pid = api.pid;
    let sampledPeak = baseline.rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, processMemoryMiB(pid).rss);
    }, 100);
    const cpuBefore = cpuSample(api);
    const started = performance.now();
    let made: MadeExport;
    try {
      made = await madeExport(
        api,
        token,
        withdrawExportPath(filter),
        file,
        config.exportTimeoutSeconds * 1000,
      );
    } finally {
      clearInterval(sampler);
    }
    const { status, firstByteMs } = made;
    const totalMs = performance.now() - started;
    const cpuAfter = cpuSample(api);
    const memory = processMemoryMiB(api.pid);
    await api.stop();
    api = undefined;
    const bytes = statSync(file).size;
    const sheetRows = await countSheetRows(file);
    rmSync(dir, { recursive: true, force: true });

    await sleep(500);
    const ceilingBefore = cpuSample();
    const ceilingStarted = performance.now();
    const ceilingRows = await readExportBatches(pool, filter);
    const ceilingMs = performance.now() - ceilingStarted;
    const ceilingAfter = cpuSample();
    return {
      label,
      filter,
      expectedRows,
      fileRows: sheetRows === null ? null : sheetRows - 1,
      bytes,
      status,
      firstByteMs,
      totalMs,
      apiCpuMs: cpuAfter.apiMs - cpuBefore.apiMs,
      baselineRssMiB: baseline.rss,
      peakRssMiB: Math.max(memory.peak, sampledPeak),
      ceilingMs,
      ceilingRows,
      foreignCpu: foreignCpuPercent(cpuBefore, cpuAfter, totalMs),
      foreignCpuCeiling: foreignCpuPercent(ceilingBefore, ceilingAfter, ceilingMs),
    };
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- concurrent withdrawal requests ---------------------------------------------------------

/**
 * Machine-wide TCP counters (Linux): connections the kernel could not queue for accept() because
 * a listen backlog was full (TcpExt ListenOverflows), and resets it sent (Tcp OutRsts). Taken
 * around the burst, they show whether refused connections came from the API's listen backlog.
 */
function tcpCounters(): { listenOverflows: number; resetsSent: number } {
  const field = (file: string, prefix: string, name: string) => {
    try {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(`${prefix}:`));
      const names = lines[0]?.split(/\s+/) ?? [];
      const values = lines[1]?.split(/\s+/) ?? [];
      return Number(values[names.indexOf(name)] ?? NaN);
    } catch {
      return NaN;
    }
  };
  return {
    listenOverflows: field('/proc/net/netstat', 'TcpExt', 'ListenOverflows'),
    resetsSent: field('/proc/net/snmp', 'Tcp', 'OutRsts'),
  };
}

/** The wallet and amount of every request of the burst: ₹150.50 from the Cash wallet. */
const REQUEST_WALLET = 1;
const REQUEST_RUPEES = 150.5;
const REQUEST_PAISE = 15_050;
/** The Cash wallet's cool-down (docs/product/money.md), and the margin used to pick ready users. */
const COOLDOWN_DAYS = 30;
const READY_DAYS = COOLDOWN_DAYS + 2;

export interface BurstSide {
  requests: number;
  accepted: number;
  /** Answers by status (API) or failures by message (SQL). */
  refused: Record<string, number>;
  totalMs: number;
  p50: number;
  p99: number;
  foreignCpu: number;
}

export interface BurstOutcome {
  api: BurstSide & {
    cpuPerRequestMs: number;
    loginSeconds: number;
    inDatabase: number;
    /** Machine-wide TCP listen-queue overflows and resets sent during the API's burst. */
    listenOverflows: number;
    resetsSent: number;
  };
  sql: BurstSide;
  verify: { ok: boolean; report: string; seconds: number };
}

/** requestWithdrawal's statements for one user, straight through the pool (the ceiling). */
async function requestWithdrawalSql(pool: pg.Pool, userId: number): Promise<void> {
  const since = startOfIndiaDay(addDays(indiaDate(new Date()), -(COOLDOWN_DAYS - 1))).toISOString();
  await pool.query(FIND_LATEST_SETTINGS, [1]);
  const bank = (
    await pool.query<{
      id: number;
      account_holder: string;
      acc_no: string;
      ifsc_code: string;
      bank_name: string;
      branch_name: string;
    }>(FIND_BANK_DETAILS, [userId])
  ).rows[0];
  if (!bank) throw new Error('no bank details');
  const client = await pool.connect();
  try {
    await client.query('begin');
    const wallet = (
      await client.query<{ balance: string; held: string }>(LOCK_WALLET, [userId, REQUEST_WALLET])
    ).rows[0];
    if (!wallet) throw new Error('no wallet');
    const recent = await client.query(FIND_LATEST_ACTIVE_REQUEST, [
      userId,
      REQUEST_WALLET,
      WithdrawStatus.Rejected,
      since,
      1,
    ]);
    if (recent.rows.length > 0) throw new Error('cool-down');
    if (Number(wallet.balance) - Number(wallet.held) < REQUEST_PAISE) throw new Error('not enough available');
    await client.query('savepoint sp1');
    const account = (await client.query<{ id: number }>(FIND_WALLET_ACCOUNT_ID, [userId, REQUEST_WALLET]))
      .rows[0]!;
    const hold = await client.query<{ id: string }>(INSERT_HOLD, [
      account.id,
      REQUEST_PAISE,
      `withdrawal:${userId}:${randomUUID()}`,
      'withdrawal',
    ]);
    const held = await client.query(INCREASE_HELD, [REQUEST_PAISE, account.id, REQUEST_PAISE]);
    if (held.rowCount !== 1) throw new Error('not enough available');
    await client.query('release savepoint sp1');
    const created = await client.query<{ id: number }>(INSERT_WITHDRAWAL, [
      userId,
      REQUEST_WALLET,
      REQUEST_PAISE,
      hold.rows[0]!.id,
      bank.id,
      bank.account_holder,
      bank.acc_no,
      bank.ifsc_code,
      bank.bank_name,
      bank.branch_name,
    ]);
    await client.query(INSERT_AUDIT, [
      userId,
      'withdrawal.request',
      'withdrawals',
      String(created.rows[0]!.id),
      null,
      JSON.stringify({ wallet_type: REQUEST_WALLET, amount: REQUEST_RUPEES, status: WithdrawStatus.Pending }),
      '127.0.0.1',
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs `fn` over `items` with at most `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * `count` users who may request a withdrawal now send one each, all at once, to the running API
 * (each signed in beforehand through the API); then `count` other such users' requests go
 * straight through the pool, all at once; then `npm run ledger:verify` checks the money.
 */
export async function runRequestBurst(
  api: ApiServer,
  pool: pg.Pool,
  databaseUrl: string,
): Promise<BurstOutcome> {
  const count = config.concurrentRequests;
  const ready = await pool.query<{ id: number; username: string }>(FIND_REQUEST_READY_USERS, [
    REQUEST_WALLET,
    REQUEST_PAISE,
    READY_DAYS,
    2 * count,
  ]);
  if (ready.rows.length < 2 * count) {
    throw new Error(`only ${ready.rows.length} users may request a withdrawal now; ${2 * count} are needed`);
  }
  const apiUsers = ready.rows.slice(0, count);
  const sqlUsers = ready.rows.slice(count);

  // Sessions, minted the honest way: a sign-in through the API per user, ten at a time.
  const loginStarted = performance.now();
  const tokens = await inBatches(apiUsers, 10, (user) => apiLogin(api, user.username, config.userPassword));
  const loginSeconds = (performance.now() - loginStarted) / 1000;
  log(`${count} users signed in through the API in ${loginSeconds.toFixed(1)} s`);
  await sleep(1000);

  const body = JSON.stringify({ wallet_type: REQUEST_WALLET, amount: REQUEST_RUPEES });
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const cpuBefore = cpuSample(api);
  const tcpBefore = tcpCounters();
  const burstStarted = new Date();
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      try {
        const response = await fetch(`${api.baseUrl}/api/v1/withdraws`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(120_000),
        });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - t0);
        else refused[String(response.status)] = (refused[String(response.status)] ?? 0) + 1;
      } catch (error) {
        // fetch reports a transport failure as a TypeError; its cause says what failed.
        const cause = (error as { cause?: { code?: string; name?: string } }).cause;
        const name = cause?.code ?? cause?.name ?? (error instanceof Error ? error.name : 'error');
        refused[name] = (refused[name] ?? 0) + 1;
      }
    }),
  );
  const totalMs = performance.now() - started;
  const cpuAfter = cpuSample(api);
  const tcpAfter = tcpCounters();
  latencies.sort((a, b) => a - b);
  const stored = await pool.query<{ n: number }>(
    `select count(*)::int as n from withdrawals where user_id = any($1::int[]) and created_at >= $2`,
    [apiUsers.map((user) => user.id), new Date(burstStarted.getTime() - 60_000)],
  );

  await sleep(1000);
  const sqlLatencies: number[] = [];
  const sqlRefused: Record<string, number> = {};
  const sqlBefore = cpuSample();
  const sqlStarted = performance.now();
  await Promise.all(
    sqlUsers.map(async (user) => {
      const t0 = performance.now();
      try {
        await requestWithdrawalSql(pool, user.id);
        sqlLatencies.push(performance.now() - t0);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        sqlRefused[message] = (sqlRefused[message] ?? 0) + 1;
      }
    }),
  );
  const sqlMs = performance.now() - sqlStarted;
  const sqlAfter = cpuSample();
  sqlLatencies.sort((a, b) => a - b);

  const verify = await runLedgerVerify(databaseUrl);
  return {
    api: {
      requests: count,
      accepted: latencies.length,
      refused,
      totalMs,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      foreignCpu: foreignCpuPercent(cpuBefore, cpuAfter, totalMs),
      cpuPerRequestMs: (cpuAfter.apiMs - cpuBefore.apiMs) / count,
      loginSeconds,
      inDatabase: stored.rows[0]?.n ?? 0,
      listenOverflows: tcpAfter.listenOverflows - tcpBefore.listenOverflows,
      resetsSent: tcpAfter.resetsSent - tcpBefore.resetsSent,
    },
    sql: {
      requests: count,
      accepted: sqlLatencies.length,
      refused: sqlRefused,
      totalMs: sqlMs,
      p50: percentile(sqlLatencies, 50),
      p99: percentile(sqlLatencies, 99),
      foreignCpu: foreignCpuPercent(sqlBefore, sqlAfter, sqlMs),
    },
    verify,
  };
}

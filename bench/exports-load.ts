/**
 * Exports off the request path, measured (issue 18, point 8; docs/decisions/169-exports-made-by-a-worker.md):
 * two `api` instances and one `worker` on the seeded `portal_bench` database; admins' list pages
 * (withdrawals and users, page 1, alternating between the two instances) from BENCH_EXPORT_LOAD_CLIENTS
 * closed-loop clients, first alone for BENCH_EXPORT_LOAD_BASELINE seconds, then while four exports of
 * about BENCH_EXPORT_ROWS rows each are asked for at once, made by the worker, and downloaded. Prints
 * the other requests' p50/p99 in both windows, how long each export took, its rows read back, and
 * each process's CPU and peak memory. `npm run bench:exports` (seeds first unless BENCH_SKIP_SEED=1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  apiLogin,
  benchDatabaseUrl,
  config,
  log,
  runBenchmark,
  processMemoryMiB,
  startApi,
  type ApiServer,
} from './common.js';
import { closedLoop, markdownTable, ms, type ClosedLoopResult } from './load.js';
import { withdrawExportPath } from './queries.js';
import { seed } from './seed.js';
import { countSheetRows, dateWindow, madeExport, type MadeExport } from './withdrawals.js';

const EXPORTS = 4;
const CLIENTS = Number(process.env.BENCH_EXPORT_LOAD_CLIENTS ?? 8);
const BASELINE_SECONDS = Number(process.env.BENCH_EXPORT_LOAD_BASELINE ?? 15);
const PAGES = [
  '/api/v1/withdraws?page_size=10&page_number=1',
  '/api/v1/all-referrals?page_size=10&page_number=1',
];

/** List pages from CLIENTS closed-loop admins until `stop()`, alternating between the instances. */
function listLoad(apis: ApiServer[], token: string, stop: () => boolean) {
  return closedLoop(CLIENTS, stop, (n) =>
    fetch(`${apis[n % apis.length]!.baseUrl}${PAGES[Math.floor(n / apis.length) % PAGES.length]}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    }),
  );
}

async function main(): Promise<void> {
  if (config.skipSeed) log(`BENCH_SKIP_SEED=1: using database ${config.database} as it is`);
  else await seed();
  const databaseUrl = benchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { filter, rows } = await dateWindow(pool, config.exportRows);
  await pool.end();
  log(`each export: ${rows.toLocaleString('en')} withdrawal requests (${JSON.stringify(filter)})`);

  const env = { EXPORT_MAX_ROWS: String(config.exportRows) };
  const apis = await Promise.all([
    startApi({ databaseUrl, poolMax: config.poolMax, env: { ...env, PORTAL_ROLE: 'api' } }),
    startApi({ databaseUrl, poolMax: config.poolMax, env: { ...env, PORTAL_ROLE: 'api' } }),
  ]);
  const worker = await startApi({
    databaseUrl,
    poolMax: config.poolMax,
    env: { ...env, PORTAL_ROLE: 'worker' },
  });
  const processes = { 'api A': apis[0]!, 'api B': apis[1]!, worker };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-exports-'));
  try {
    const token = await apiLogin(apis[0]!, config.adminUsername, config.adminPassword);
    await listLoad(
      apis,
      token,
      (() => {
        const end = Date.now() + 3000;
        return () => Date.now() > end;
      })(),
    );
    const cpu = (server: ApiServer) => server.cpuMs();
    const cpuStart = Object.fromEntries(Object.entries(processes).map(([name, p]) => [name, cpu(p)]));

    log(`baseline: ${CLIENTS} clients on list pages for ${BASELINE_SECONDS} s`);
    const baselineStart = Date.now();
    const baseline = await listLoad(apis, token, () => Date.now() - baselineStart > BASELINE_SECONDS * 1000);
    const baselineSeconds = (Date.now() - baselineStart) / 1000;
    const cpuMid = Object.fromEntries(Object.entries(processes).map(([name, p]) => [name, cpu(p)]));

    log(`${EXPORTS} exports at once, the same clients meanwhile`);
    let exporting = true;
    const peaks: Record<string, number> = {};
    const sampler = setInterval(() => {
      for (const [name, p] of Object.entries(processes))
        peaks[name] = Math.max(peaks[name] ?? 0, processMemoryMiB(p.pid).rss);
    }, 200);
    const loadStart = Date.now();
    const during = listLoad(apis, token, () => !exporting);
    const made = await Promise.all(
      Array.from({ length: EXPORTS }, async (_, i): Promise<MadeExport & { rows: number | null }> => {
        const file = path.join(dir, `withdraw_requests_${i}.xlsx`);
        const outcome = await madeExport(
          apis[i % apis.length]!,
          token,
          withdrawExportPath(filter),
          file,
          config.exportTimeoutSeconds * 1000,
        );
        const sheetRows = await countSheetRows(file);
        return { ...outcome, rows: sheetRows === null ? null : sheetRows - 1 };
      }),
    );
    exporting = false;
    const loaded = await during;
    clearInterval(sampler);
    const loadSeconds = (Date.now() - loadStart) / 1000;
    const cpuEnd = Object.fromEntries(Object.entries(processes).map(([name, p]) => [name, cpu(p)]));

    const windows: [string, ClosedLoopResult, number][] = [
      ['alone', baseline, baselineSeconds],
      ['during 4 exports', loaded, loadSeconds],
    ];
    const requestRows = windows.map(([label, m, seconds]) => [
      label,
      `${seconds.toFixed(1)} s`,
      String(m.requests),
      String(m.errors),
      (m.requests / seconds).toFixed(0),
      ms(m.p50),
      ms(m.p99),
      ms(m.max),
    ]);
    const exportRows = made.map((m, i) => [
      String(i + 1),
      ms(m.queuedMs),
      (m.firstByteMs / 1000).toFixed(1),
      (m.totalMs / 1000).toFixed(1),
      String(m.rows),
    ]);
    const processRows = Object.keys(processes).map((name) => [
      name,
      ((cpuMid[name]! - cpuStart[name]!) / 1000).toFixed(1),
      ((cpuEnd[name]! - cpuMid[name]!) / 1000).toFixed(1),
      (peaks[name] ?? NaN).toFixed(0),
    ]);
    console.log(
      [
        '',
        `Other requests (list pages of withdrawals and users, ${CLIENTS} clients, both api instances):`,
        markdownTable(
          ['window', 'length', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'max ms'],
          requestRows,
        ),
        '',
        `Exports (${rows.toLocaleString('en')} rows each, asked for at once, made by the worker):`,
        markdownTable(
          ['export', '202 in ms', 'ready after s', 'downloaded after s', 'rows read back'],
          exportRows,
        ),
        '',
        'Processes:',
        markdownTable(
          ['process', 'CPU s alone', 'CPU s during exports', 'peak RSS MiB during exports'],
          processRows,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([...apis, worker].map((p) => p.stop()));
  }
}

runBenchmark(main, 60 * 60_000);

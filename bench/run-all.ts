/**
 * The API benchmark: seeds (unless BENCH_SKIP_SEED=1), starts the built API on a free loopback
 * port, loads each scenario with autocannon, then runs its ceiling straight through `pg` with the
 * same pool size, concurrency and duration, and prints both side by side, followed by EXPLAIN
 * (ANALYZE, BUFFERS) summaries of the list queries. The ceiling of a login is the SQL the API
 * runs for it; the ceiling of a list page is the fastest way PostgreSQL can answer that page: its
 * rows by index, with no count and no session check. Then the withdrawal exports and a burst of
 * concurrent withdrawal requests (withdrawals.ts), each beside its own ceiling. See bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { Role } from '@portal/shared';
import { apiLogin, benchDatabaseUrl, config, log, runBenchmark, startApi, type ApiServer } from './common.js';
import {
  explain,
  leastDisturbed,
  markdownTable,
  ms,
  noiseOf,
  rate,
  REQUEST_TIMEOUT_SECONDS,
  runScenario,
  table,
  type ListCheck,
  type Outcome,
  type Scenario,
} from './load.js';
import {
  CLEAR_THROTTLE_KEY,
  DEEP_PAGE_ANCHOR,
  DELETE_EXPIRED_ATTEMPTS,
  FIND_LIMIT_TH_ATTEMPT,
  FIND_LOGIN_ACCOUNT,
  FIND_PROFILE_BY_ID,
  FORGET_ATTEMPTS,
  INSERT_ATTEMPTS,
  LOCK_THROTTLE_KEY,
  INSERT_SESSION,
  listPath,
  listStatements,
  pageTotal,
  WITHDRAW_DEEP_PAGE_ANCHOR,
  WITHDRAW_EXPORT_BATCH,
  withdrawListPath,
  withdrawListStatements,
  withdrawRowsBefore,
  type ListParams,
  type ListStatements,
  type WithdrawListParams,
} from './queries.js';
import { earningTable, runEarning, type EarningOutcome } from './earning.js';
import { programmeScenarios, programmeTargets } from './programme.js';
import { seed } from './seed.js';
import {
  dateWindow,
  pickSearchUser,
  runExport,
  runRequestBurst,
  type BurstOutcome,
  type ExportOutcome,
} from './withdrawals.js';

/**
 * The API's sign-in throttle (lib/throttle.rules.ts): window, budgets and the advisory-lock class
 * of lib/throttle.ts. Lock ids are any two distinct integers here: the locks are uncontended.
 */
const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_BUDGETS = [10, 50];
const THROTTLE_LOCK_CLASS = 727_411_010;
const SESSION_TTL_MS = 24 * 3600 * 1000;
/**
 * Asks the API for each list once and compares it with the direct SQL: the same ids as the
 * ceiling's rows and the total the capped count gives, or queries.ts no longer matches what the
 * API runs and the ceiling means little.
 */
async function checkListsMatch(api: ApiServer, pool: pg.Pool, token: string, scenarios: Scenario[]) {
  for (const scenario of scenarios) {
    if (!scenario.list) continue;
    const response = await fetch(`${api.baseUrl}${scenario.list.path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000),
    });
    if (!response.ok) throw new Error(`${scenario.label}: the API answered ${response.status}`);
    const body = (await response.json()) as {
      data: { id: number }[];
      pageInfo: { total_records: number; total_capped: boolean };
    };
    const statements = scenario.list;
    const [rows, count, ...others] = await Promise.all([
      pool.query<{ id: number }>(statements.rows),
      pool.query<{ count: number }>(statements.count),
      ...[statements.api, ...(statements.ceilings ?? []).map((c) => c.statement)].map((statement) =>
        statement ? pool.query<{ id: number }>(statement) : undefined,
      ),
    ]);
    const expected = pageTotal(scenario.list.rowsBefore, count.rows[0]?.count ?? 0);
    const apiIds = body.data.map((row) => row.id).join(',');
    const sqlIds = rows.rows.map((row) => row.id).join(',');
    // The API's own statement and every candidate ceiling read the same rows.
    for (const other of others) {
      const otherIds = other?.rows.map((row) => row.id).join(',');
      if (other && otherIds !== sqlIds)
        log(
          `WARNING ${scenario.label}: two statements of bench/queries.ts disagree (${otherIds} vs ${sqlIds})`,
        );
    }
    const shown = (total: number, capped: boolean) => `${total.toLocaleString('en')}${capped ? '+' : ''}`;
    const apiTotal = shown(body.pageInfo.total_records, body.pageInfo.total_capped);
    const sqlTotal = shown(expected.total, expected.capped);
    if (apiIds !== sqlIds || apiTotal !== sqlTotal) {
      log(
        `WARNING ${scenario.label}: the API and bench/queries.ts disagree ` +
          `(total ${apiTotal} vs ${sqlTotal}, ids ${apiIds} vs ${sqlIds})`,
      );
    } else {
      log(`${scenario.label}: API and direct SQL agree (${body.data.length} rows of ${apiTotal})`);
    }
  }
}

/** What the withdrawal list scenarios need from the database before they are built. */
interface WithdrawSetup {
  /** The last row of the page before the deep page (its keyset anchor). */
  deepAnchor: number;
  /** A username only one user matches, and how many requests that user has. */
  searchUser: { username: string; requests: number };
}

function buildScenarios(
  token: string,
  loginUsers: string[],
  deepAnchor: number,
  withdraw: WithdrawSetup | undefined,
): Scenario[] {
  const auth = { authorization: `Bearer ${token}` };
  let apiLogins = 0;
  let sqlLogins = 0;

  // The ceiling of a page: its rows by index, nothing else (no count, no session check), so
  // API/ceiling shows what the design and the API cost on top of reading the page.
  const pageScenario = (key: string, label: string, list: ListCheck): Scenario => ({
    key,
    label,
    list,
    request: () => ({ method: 'GET', path: list.path, headers: auth }),
    direct: async (pool) => {
      await pool.query(list.rows);
    },
  });
  const check = (path: string, statements: ListStatements, rowsBefore: number): ListCheck => ({
    path,
    rows: statements.ceilings[0]!.statement,
    count: statements.count,
    api: statements.api,
    ceilings: statements.ceilings,
    rowsBefore,
  });
  const listScenario = (key: string, label: string, list: ListParams): Scenario =>
    pageScenario(
      key,
      label,
      check(
        listPath(list),
        listStatements(list),
        list.after === undefined ? 0 : (list.pageNumber - 1) * list.pageSize,
      ),
    );
  const withdrawScenario = (key: string, label: string, list: WithdrawListParams): Scenario =>
    pageScenario(
      key,
      label,
      check(withdrawListPath(list), withdrawListStatements(list), withdrawRowsBefore(list)),
    );
  const withdrawScenarios: Scenario[] = withdraw
    ? [
        withdrawScenario('wd-list', 'withdrawals, page 1', { pageSize: config.pageSize, pageNumber: 1 }),
        withdrawScenario('wd-deep', `withdrawals, page ${config.withdrawDeepPage} (Next)`, {
          pageSize: config.pageSize,
          pageNumber: config.withdrawDeepPage,
          after: withdraw.deepAnchor,
        }),
        withdrawScenario('wd-status', `withdrawals, status ${config.withdrawStatus} by date`, {
          pageSize: config.pageSize,
          pageNumber: 1,
          status: config.withdrawStatus,
          explicitSort: true,
        }),
        withdrawScenario('wd-search-user', `withdrawals, search "${withdraw.searchUser.username}" (1 user)`, {
          pageSize: config.pageSize,
          pageNumber: 1,
          search: withdraw.searchUser.username,
        }),
        withdrawScenario('wd-search', `withdrawals, search "${config.withdrawSearch}"`, {
          pageSize: config.pageSize,
          pageNumber: 1,
          search: config.withdrawSearch,
        }),
      ]
    : [];

  return [
    {
      key: 'login',
      label: `login (${loginUsers.length} users)`,
      request: () => ({
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: loginUsers[apiLogins++ % loginUsers.length],
          password: config.userPassword,
        }),
      }),
      // authService.login: the throttle's transaction recording the attempt on both keys, the
      // account, argon2id verify, then a transaction forgetting the attempt, clearing the
      // username's failures and inserting the session, then the profile (the API also signs a
      // JWT, which is CPU only and left out).
      direct: async (pool) => {
        const username = loginUsers[sqlLogins++ % loginUsers.length]!;
        const usernameKey = username.toLowerCase();
        const keys = [`login:user:${usernameKey}`, 'login:ip:127.0.0.1'];
        const throttle = await pool.connect();
        let attemptIds: number[];
        try {
          await throttle.query('begin');
          for (const [index] of keys.entries())
            await throttle.query(LOCK_THROTTLE_KEY, [THROTTLE_LOCK_CLASS, index]);
          for (const [index, key] of keys.entries())
            await throttle.query(FIND_LIMIT_TH_ATTEMPT, [
              key,
              LOGIN_WINDOW_SECONDS,
              1,
              LOGIN_BUDGETS[index]! - 1,
            ]);
          for (const key of keys) await throttle.query(DELETE_EXPIRED_ATTEMPTS, [key, LOGIN_WINDOW_SECONDS]);
          const inserted = await throttle.query<{ id: number }>(INSERT_ATTEMPTS, keys);
          attemptIds = inserted.rows.map((r) => r.id);
          await throttle.query('commit');
        } catch (error) {
          await throttle.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          throttle.release();
        }
        const account = await pool.query<{ id: number; password_hash: string; is_active: boolean }>(
          FIND_LOGIN_ACCOUNT,
          [usernameKey],
        );
        const row = account.rows[0];
        if (!row || !(await verify(row.password_hash, config.userPassword)) || !row.is_active) {
          throw new Error(`login failed for ${username}`);
        }
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(FORGET_ATTEMPTS, attemptIds);
          await client.query(CLEAR_THROTTLE_KEY, [keys[0]]);
          await client.query(INSERT_SESSION, [
            randomUUID(),
            row.id,
            new Date(Date.now() + SESSION_TTL_MS),
            '127.0.0.1',
            'bench',
          ]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
        await pool.query(FIND_PROFILE_BY_ID, [row.id]);
      },
    },
    listScenario('list', 'list, page 1', { pageSize: config.pageSize, pageNumber: 1 }),
    listScenario('deep', `list, page ${config.deepPage} (Next)`, {
      pageSize: config.pageSize,
      pageNumber: config.deepPage,
      after: deepAnchor,
    }),
    listScenario('filter', `filter level ${config.filterLevel}`, {
      pageSize: config.pageSize,
      pageNumber: 1,
      level: config.filterLevel,
    }),
    listScenario('search', `search "${config.search}"`, {
      pageSize: config.pageSize,
      pageNumber: 1,
      search: config.search,
    }),
    listScenario('search-rare', `search "${config.rareSearch}"`, {
      pageSize: config.pageSize,
      pageNumber: 1,
      search: config.rareSearch,
    }),
    ...withdrawScenarios,
  ];
}

const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(milliseconds < 10_000 ? 2 : 1);
const mib = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

function exportTable(outcomes: ExportOutcome[]): string {
  const header = [
    'export',
    'rows (file / SQL)',
    'file MB',
    'API s',
    'first byte s',
    'rows/s',
    'API CPU s',
    'API RSS before MB',
    'API peak RSS MB',
    'SQL s',
    'API/ceiling',
    'other CPU API/SQL',
  ];
  const rows = outcomes.map((o) => [
    o.label,
    `${o.fileRows === null ? '?' : o.fileRows.toLocaleString('en')} / ${o.expectedRows.toLocaleString('en')}`,
    (o.bytes / 1e6).toFixed(1),
    seconds(o.totalMs),
    seconds(o.firstByteMs),
    rate((o.expectedRows / o.totalMs) * 1000),
    seconds(o.apiCpuMs),
    mib(o.baselineRssMiB),
    mib(o.peakRssMiB),
    seconds(o.ceilingMs),
    `${((o.ceilingMs / o.totalMs) * 100).toFixed(0)} %`,
    `${o.foreignCpu.toFixed(0)} / ${o.foreignCpuCeiling.toFixed(0)} %`,
  ]);
  return markdownTable(header, rows);
}

function burstTable(outcome: BurstOutcome): string {
  const refused = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([what, n]) => `${n} × ${what}`)
      .join(', ') || '0';
  const header = [
    'side',
    'requests',
    'accepted',
    'refused / failed',
    'total s',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'other CPU',
  ];
  const rows = [
    [
      'API (POST /api/v1/withdraws)',
      String(outcome.api.requests),
      String(outcome.api.accepted),
      refused(outcome.api.refused),
      seconds(outcome.api.totalMs),
      rate((outcome.api.requests / outcome.api.totalMs) * 1000),
      ms(outcome.api.p50),
      ms(outcome.api.p99),
      ms(outcome.api.cpuPerRequestMs),
      `${outcome.api.foreignCpu.toFixed(0)} %`,
    ],
    [
      'direct SQL (same statements)',
      String(outcome.sql.requests),
      String(outcome.sql.accepted),
      refused(outcome.sql.refused),
      seconds(outcome.sql.totalMs),
      rate((outcome.sql.requests / outcome.sql.totalMs) * 1000),
      ms(outcome.sql.p50),
      ms(outcome.sql.p99),
      '–',
      `${outcome.sql.foreignCpu.toFixed(0)} %`,
    ],
  ];
  return markdownTable(header, rows);
}

/**
 * The ceiling of a page is the fastest way PostgreSQL answers it: where there are several ways
 * (a searched page: the plain page query as the planner plans it, or every match read first),
 * each runs alone, warmed, and the one with the lower median becomes the scenario's `rows`.
 */
async function chooseCeilings(pool: pg.Pool, scenarios: Scenario[]) {
  for (const scenario of scenarios) {
    const list = scenario.list;
    if (!list?.ceilings || list.ceilings.length < 2) continue;
    const timed = [];
    for (const candidate of list.ceilings) {
      for (let i = 0; i < 3; i++) await pool.query(candidate.statement);
      const times: number[] = [];
      const deadline = performance.now() + 3000;
      while (times.length < 5 || (times.length < 50 && performance.now() < deadline)) {
        const started = performance.now();
        await pool.query(candidate.statement);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      timed.push({ ...candidate, median: times[Math.floor(times.length / 2)]! });
    }
    timed.sort((a, b) => a.median - b.median);
    list.rows = timed[0]!.statement;
    list.ceilingChoice = timed.map((c) => `${c.name} ${ms(c.median)} ms`).join(', ');
    log(`${scenario.label}: ceiling = ${timed[0]!.name} (medians alone: ${list.ceilingChoice})`);
  }
}

const wants = (key: string) => config.scenarios.length === 0 || config.scenarios.includes(key);
const WITHDRAW_LIST_KEYS = ['wd-list', 'wd-deep', 'wd-status', 'wd-search-user', 'wd-search'];
const PROGRAMME_KEYS = ['pins-list', 'pins-status', 'pins-search', 'tree-top', 'tree-node'];

async function main(): Promise<void> {
  const started = Date.now();
  if (config.skipSeed) log(`BENCH_SKIP_SEED=1: using database ${config.database} as it is`);
  else await seed();

  const databaseUrl = benchDatabaseUrl();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: config.poolMax,
    connectionTimeoutMillis: REQUEST_TIMEOUT_SECONDS * 1000,
    statement_timeout: REQUEST_TIMEOUT_SECONDS * 1000,
  });
  pool.on('error', (error) => log(`idle pool client error: ${error.message}`));

  let api: ApiServer | undefined;
  try {
    const users = await pool.query<{ username: string }>(
      `select username from users where role = 2 and is_active order by md5(id::text) limit $1`,
      [config.loginUsers],
    );
    if (users.rows.length === 0) throw new Error(`database ${config.database} has no seeded users`);
    const loginUsers = users.rows.map((r) => r.username);
    const seeded = await pool.query<{ n: number; withdrawals: number }>(
      `select (select count(*) from users where role = 2)::int as n, (select count(*) from withdrawals)::int as withdrawals`,
    );
    const seededUsers = seeded.rows[0]?.n ?? 0;
    const seededWithdrawals = seeded.rows[0]?.withdrawals ?? 0;

    // Next from page deepPage − 1: the anchor is that page's last row.
    const anchor = await pool.query<{ id: number }>(DEEP_PAGE_ANCHOR, [
      Role.User,
      (config.deepPage - 1) * config.pageSize - 1,
    ]);
    const deepAnchor = anchor.rows[0]?.id;
    if (deepAnchor === undefined) throw new Error(`fewer than ${config.deepPage - 1} pages of users`);

    let withdraw: WithdrawSetup | undefined;
    if (seededWithdrawals > 0 && WITHDRAW_LIST_KEYS.some(wants)) {
      const withdrawAnchor = await pool.query<{ id: number }>(WITHDRAW_DEEP_PAGE_ANCHOR, [
        (config.withdrawDeepPage - 1) * config.pageSize - 1,
      ]);
      const id = withdrawAnchor.rows[0]?.id;
      if (id === undefined) throw new Error(`fewer than ${config.withdrawDeepPage - 1} pages of withdrawals`);
      withdraw = { deepAnchor: id, searchUser: await pickSearchUser(pool) };
    }

    api = await startApi({ databaseUrl, poolMax: config.poolMax });
    log(`API on ${api.baseUrl} (DB_POOL_MAX=${config.poolMax})`);
    const token = await apiLogin(api, config.adminUsername, config.adminPassword);
    const programme: Scenario[] = [];
    if (PROGRAMME_KEYS.some(wants)) {
      const targets = await programmeTargets(pool);
      const treeToken = await apiLogin(api, targets.topUsername, config.userPassword);
      programme.push(
        ...programmeScenarios({
          adminToken: token,
          treeToken,
          treeTop: targets.topId,
          treeNode: targets.nodeId,
        }),
      );
    }
    const scenarios = [...buildScenarios(token, loginUsers, deepAnchor, withdraw), ...programme].filter((s) =>
      wants(s.key),
    );
    log(
      `${scenarios.length} scenarios × (${config.warmupSeconds} s warm-up + ${config.durationSeconds} s) × (API, SQL), ` +
        `${config.connections} connections`,
    );

    await checkListsMatch(api, pool, token, scenarios);
    await chooseCeilings(pool, scenarios);

    const outcomes: Outcome[] = [];
    for (const scenario of scenarios) {
      outcomes.push(await leastDisturbed(scenario.label, () => runScenario(api!, pool, scenario), noiseOf));
    }

    // Exports: each on a fresh API process, so its peak memory is the export's.
    const exports: ExportOutcome[] = [];
    const exportNoise = (o: ExportOutcome) => Math.max(o.foreignCpu, o.foreignCpuCeiling);
    const exportRuns = [
      { key: 'wd-export', rows: config.exportRows },
      { key: 'wd-export-large', rows: config.exportLargeRows },
    ].filter((run) => seededWithdrawals > 0 && wants(run.key));
    if (exportRuns.length > 0) {
      await api.stop();
      api = undefined;
    }
    for (const run of exportRuns) {
      const outcome = await leastDisturbed(
        `export of ${run.rows.toLocaleString('en')} rows`,
        async () => {
          const window = await dateWindow(pool, run.rows);
          const range = window.filter.fromdate
            ? `, ${window.filter.fromdate} to ${window.filter.todate}`
            : '';
          const label = `${window.rows.toLocaleString('en')} rows${range}`;
          log(`export: ${label} (EXPORT_MAX_ROWS=${run.rows})`);
          const result = await runExport({
            label,
            databaseUrl,
            pool,
            filter: window.filter,
            maxRows: run.rows,
          });
          log(
            `export ${label}: ${seconds(result.totalMs)} s, ${(result.bytes / 1e6).toFixed(1)} MB, ` +
              `${result.fileRows ?? '?'} rows in the file, API peak RSS ${mib(result.peakRssMiB)} MB ` +
              `(${mib(result.baselineRssMiB)} MB before); SQL ${seconds(result.ceilingMs)} s; ` +
              `other CPU ${result.foreignCpu.toFixed(0)} / ${result.foreignCpuCeiling.toFixed(0)} %`,
          );
          if (result.fileRows !== result.expectedRows || result.ceilingRows !== result.expectedRows) {
            log(
              `WARNING export ${label}: the file holds ${result.fileRows ?? 'an unknown number of'} rows and ` +
                `the ceiling read ${result.ceilingRows}, where the filter selects ${result.expectedRows}`,
            );
          }
          return result;
        },
        exportNoise,
      );
      exports.push(outcome);
    }

    // The burst of withdrawal requests last: it adds requests to the lists.
    let burst: BurstOutcome | undefined;
    if (seededWithdrawals > 0 && wants('wd-request')) {
      api ??= await startApi({ databaseUrl, poolMax: config.poolMax });
      const running = api;
      burst = await leastDisturbed(
        `${config.concurrentRequests} concurrent withdrawal requests`,
        async () => {
          const result = await runRequestBurst(running, pool, databaseUrl);
          log(
            `withdrawal requests: API ${result.api.accepted}/${result.api.requests} accepted in ` +
              `${seconds(result.api.totalMs)} s (p99 ${ms(result.api.p99)} ms), SQL ${result.sql.accepted}/` +
              `${result.sql.requests} in ${seconds(result.sql.totalMs)} s; ledger:verify ` +
              `${result.verify.ok ? 'OK' : 'FAILED'} (${result.verify.seconds.toFixed(0)} s)`,
          );
          return result;
        },
        (result) => Math.max(result.api.foreignCpu, result.sql.foreignCpu),
      );
    }

    // The earning sequences last of all: they raise promoters' levels and add money.
    let earning: EarningOutcome | undefined;
    if (config.earningSequences > 0 && wants('earning')) {
      api ??= await startApi({ databaseUrl, poolMax: config.poolMax });
      const adminToken = await apiLogin(api, config.adminUsername, config.adminPassword);
      earning = await runEarning(api, pool, databaseUrl, adminToken);
    }

    console.log(
      `\nResults: ${seededUsers.toLocaleString('en')} users (role 2), ` +
        `${seededWithdrawals.toLocaleString('en')} withdrawal requests, ${config.connections} connections, ` +
        `${config.durationSeconds} s per run, pool ${config.poolMax}\n`,
    );
    if (outcomes.length > 0) console.log(table(outcomes));
    if (exports.length > 0) {
      console.log(
        `\nExports (withdraw_requests.xlsx, a fresh API per export; SQL: the same rows in keyset ` +
          `batches of ${WITHDRAW_EXPORT_BATCH}; API/ceiling = SQL time / API time):\n`,
      );
      console.log(exportTable(exports));
    }
    if (burst) {
      console.log(
        `\n${config.concurrentRequests} concurrent withdrawal requests from distinct users ` +
          `(each side its own users; sign-ins beforehand took ${burst.api.loginSeconds.toFixed(1)} s):\n`,
      );
      console.log(burstTable(burst));
      console.log(
        `\nRequests stored for the API's users: ${burst.api.inDatabase}. During the API's burst the ` +
          `machine's TCP listen queues overflowed ${burst.api.listenOverflows} times and it sent ` +
          `${burst.api.resetsSent} resets. ledger:verify afterwards ` +
          `(${burst.verify.seconds.toFixed(0)} s):\n${burst.verify.report}`,
      );
    }

    if (earning) {
      console.log(
        `\n${earning.api.sequences.toLocaleString('en')} promotion sequences (serve → watch → quiz → result → ` +
          `confirmation) from ${(earning.api.sequences / 2).toLocaleString('en')} level-4 promoters, ` +
          `${config.earningConcurrency} at a time, beside the same steps' statements through pg for as many others ` +
          `(sign-ins beforehand took ${earning.api.loginSeconds.toFixed(1)} s):\n`,
      );
      console.log(earningTable(earning));
    }

    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the list queries:');
    for (const scenario of scenarios) {
      if (!scenario.list) continue;
      console.log(`\n${scenario.label}`);
      if (scenario.list.ceilingChoice) console.log(`  ceilings: ${scenario.list.ceilingChoice}`);
      for (const line of await explain(pool, 'rows (the ceiling)', scenario.list.rows))
        console.log(`  ${line}`);
      if (scenario.list.api && scenario.list.api !== scenario.list.rows)
        for (const line of await explain(pool, "rows (the API's statement)", scenario.list.api))
          console.log(`  ${line}`);
      for (const line of await explain(pool, 'capped count', scenario.list.count)) console.log(`  ${line}`);
    }
    for (const outcome of exports) {
      // The second batch of the export: an anchored keyset read of WITHDRAW_EXPORT_BATCH rows.
      const first = withdrawListStatements({
        ...outcome.filter,
        pageSize: WITHDRAW_EXPORT_BATCH,
        pageNumber: 1,
      });
      const firstRows = await pool.query<{ id: number }>(first.api.text, first.api.values);
      const last = firstRows.rows.at(-1)?.id;
      if (last === undefined) continue;
      const second = withdrawListStatements({
        ...outcome.filter,
        pageSize: WITHDRAW_EXPORT_BATCH,
        pageNumber: 2,
        after: last,
      });
      console.log(`\nexport ${outcome.label}: one batch`);
      for (const line of await explain(
        pool,
        `rows ${WITHDRAW_EXPORT_BATCH + 1}–${2 * WITHDRAW_EXPORT_BATCH}`,
        second.api,
      ))
        console.log(`  ${line}`);
    }
  } finally {
    await api?.stop();
    await pool.end();
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// A hard stop, should anything hang: 15 min for EXPLAIN and the rest (30 more for seeding the
// money), plus every attempt of every scenario at its longest.
const perAttemptSeconds =
  config.quietWaitSeconds + 3 + 2 * (config.warmupSeconds + config.durationSeconds + 2);
const attempts = config.retries + 1;
const withdrawalSeconds =
  config.withdrawals > 0
    ? 30 * 60 +
      5 * attempts * perAttemptSeconds +
      2 * attempts * (config.quietWaitSeconds + 2 * config.exportTimeoutSeconds + 180) +
      attempts * (config.quietWaitSeconds + 20 * 60)
    : 0;
const watchdogMs = (15 * 60 + 6 * attempts * perAttemptSeconds + withdrawalSeconds) * 1000;
runBenchmark(main, watchdogMs);

/**
 * The API benchmark: seeds (unless BENCH_SKIP_SEED=1), starts the built API on a free loopback
 * port, loads each scenario with autocannon, then runs the same SQL straight through `pg` with
 * the same pool size, concurrency and duration as the ceiling, and prints both side by side,
 * followed by EXPLAIN (ANALYZE, BUFFERS) summaries of the list queries. See bench/README.md.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchDatabaseUrl,
  config,
  cpuSample,
  foreignCpuPercent,
  log,
  percentile,
  sleep,
  startApi,
  type ApiServer,
  type CpuSample,
} from './common.js';
import {
  CLEAR_USERNAME_FAILURES,
  COUNT_FAILURES_BY_IP,
  COUNT_FAILURES_BY_USERNAME,
  FIND_LIVE_SESSION_ACCOUNT,
  FIND_LOGIN_ACCOUNT,
  FIND_PROFILE_BY_ID,
  INSERT_SESSION,
  listPath,
  listStatements,
  type ListParams,
  type Statement,
} from './queries.js';
import { seed } from './seed.js';

/** The API's login throttle window (auth.service.ts LOGIN_WINDOW_MS). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const SESSION_TTL_MS = 24 * 3600 * 1000;
/** Every request and statement must answer within this, or it counts as an error. */
const REQUEST_TIMEOUT_SECONDS = 30;

interface Measurement {
  /** Completed operations (any status) per second over the measured window. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus transport errors and timeouts (API), or failed operations (SQL). */
  failures: number;
  total: number;
  /** API only: CPU time of the server process per request, in ms. */
  cpuPerRequest?: number;
  /** CPU used by other processes on the machine during the run, in % of all cores. */
  foreignCpu: number;
}

interface Scenario {
  key: string;
  label: string;
  /** One API request: its method, path and body (the body may change per request). */
  request: () => { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };
  /** The statements the API runs for that request, issued directly through the pool. */
  direct: (pool: pg.Pool) => Promise<void>;
  list?: ListParams;
}

interface Outcome {
  scenario: Scenario;
  api: Measurement;
  sql: Measurement;
}

function measurement(
  latencies: number[],
  failures: number,
  seconds: number,
  cpuBefore: CpuSample,
  cpuAfter: CpuSample,
): Measurement {
  latencies.sort((a, b) => a - b);
  const total = latencies.length + failures;
  return {
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    total,
    foreignCpu: foreignCpuPercent(cpuBefore, cpuAfter, seconds * 1000),
  };
}

/** Loads the API with autocannon for `seconds`; latencies are taken from 2xx answers only. */
function loadApi(api: ApiServer, scenario: Scenario, seconds: number): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const cpuBefore = cpuSample(api);
    const first = scenario.request();
    const instance = autocannon(
      {
        url: api.baseUrl,
        connections: config.connections,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        requests: [
          {
            method: first.method,
            path: first.path,
            headers: first.headers,
            setupRequest: (request) => {
              const next = scenario.request();
              return {
                ...request,
                method: next.method,
                path: next.path,
                body: next.body,
                headers: next.headers,
              };
            },
          },
        ],
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const cpuAfter = cpuSample(api);
        const measured = measurement(
          latencies,
          failures + result.errors,
          result.duration,
          cpuBefore,
          cpuAfter,
        );
        const apiCpu = cpuAfter.apiMs - cpuBefore.apiMs;
        resolve({ ...measured, cpuPerRequest: apiCpu / Math.max(1, measured.total) });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures++;
    });
  });
}

/** Runs `op` in `config.connections` loops for `seconds`: the SQL ceiling of a scenario. */
async function loadSql(pool: pg.Pool, scenario: Scenario, seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  let failures = 0;
  let firstError: unknown;
  const cpuBefore = cpuSample();
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await scenario.direct(pool);
        latencies.push(performance.now() - t0);
      } catch (error) {
        failures++;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: config.connections }, worker));
  if (firstError) log(`${scenario.key}: first SQL error: ${String(firstError)}`);
  const elapsed = (performance.now() - started) / 1000;
  return measurement(latencies, failures, elapsed, cpuBefore, cpuSample());
}

/**
 * Asks the API for each list once and compares it with the direct SQL: the same total and the
 * same ids, or queries.ts no longer matches what the API runs and the ceiling means little.
 */
async function checkListsMatch(api: ApiServer, pool: pg.Pool, token: string, scenarios: Scenario[]) {
  for (const scenario of scenarios) {
    if (!scenario.list) continue;
    const response = await fetch(`${api.baseUrl}${listPath(scenario.list)}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000),
    });
    if (!response.ok) throw new Error(`${scenario.label}: the API answered ${response.status}`);
    const body = (await response.json()) as { data: { id: number }[]; pageInfo: { total_records: number } };
    const statements = listStatements(scenario.list);
    const [rows, count] = await Promise.all([
      pool.query<{ id: number }>(statements.rows),
      pool.query<{ count: number }>(statements.count),
    ]);
    const apiIds = body.data.map((row) => row.id).join(',');
    const sqlIds = rows.rows.map((row) => row.id).join(',');
    if (apiIds !== sqlIds || body.pageInfo.total_records !== count.rows[0]?.count) {
      log(
        `WARNING ${scenario.label}: the API and bench/queries.ts disagree ` +
          `(total ${body.pageInfo.total_records} vs ${count.rows[0]?.count}, ids ${apiIds} vs ${sqlIds})`,
      );
    } else {
      log(
        `${scenario.label}: API and direct SQL agree (${body.data.length} rows of ${count.rows[0]?.count})`,
      );
    }
  }
}

async function login(api: ApiServer, username: string, password: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000),
  });
  if (!response.ok) throw new Error(`login as ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The session id and account id inside the API's JWT (its payload, not verified here). */
function tokenIdentity(token: string): { id: number; sid: string } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    id: number;
    sid: string;
  };
  return { id: payload.id, sid: payload.sid };
}

function buildScenarios(token: string, loginUsers: string[]): Scenario[] {
  const auth = { authorization: `Bearer ${token}` };
  const admin = tokenIdentity(token);
  let apiLogins = 0;
  let sqlLogins = 0;

  /** What authenticate() runs before every admin request. */
  const checkSession = async (pool: pg.Pool) => {
    const result = await pool.query(FIND_LIVE_SESSION_ACCOUNT, [admin.sid, admin.id, new Date(), true]);
    if (result.rowCount !== 1) throw new Error('the admin session is not live');
  };

  const listScenario = (key: string, label: string, list: ListParams): Scenario => {
    const statements = listStatements(list);
    const path = listPath(list);
    return {
      key,
      label,
      list,
      request: () => ({ method: 'GET', path, headers: auth }),
      direct: async (pool) => {
        await checkSession(pool);
        await Promise.all([pool.query(statements.rows), pool.query(statements.count)]);
      },
    };
  };

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
      // authService.login: two throttle counts, the account, argon2id verify, then a
      // transaction clearing failures and inserting the session, then the profile (the API
      // also signs a JWT, which is CPU only and left out).
      direct: async (pool) => {
        const username = loginUsers[sqlLogins++ % loginUsers.length]!;
        const usernameKey = username.toLowerCase();
        const since = new Date(Date.now() - LOGIN_WINDOW_MS);
        await pool.query(COUNT_FAILURES_BY_USERNAME, [usernameKey, since]);
        await pool.query(COUNT_FAILURES_BY_IP, ['127.0.0.1', since]);
        const account = await pool.query<{ id: number; password_hash: string; is_active: boolean }>(
          FIND_LOGIN_ACCOUNT,
          [username],
        );
        const row = account.rows[0];
        if (!row || !(await verify(row.password_hash, config.userPassword)) || !row.is_active) {
          throw new Error(`login failed for ${username}`);
        }
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(CLEAR_USERNAME_FAILURES, [usernameKey]);
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
    listScenario('deep', `list, page ${config.deepPage}`, {
      pageSize: config.pageSize,
      pageNumber: config.deepPage,
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
  ];
}

// ---- EXPLAIN -------------------------------------------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  'Parent Relationship'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainJson {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
  JIT?: { Functions: number };
}

function describeNodes(node: PlanNode, out: string[]): void {
  const where = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}${node.Alias ? ` ${node.Alias}` : ''}` : '';
  if (/Scan/.test(node['Node Type'])) {
    out.push(
      `${node['Node Type']}${where}${on} (rows ${node['Actual Rows']} × loops ${node['Actual Loops']})`,
    );
  }
  for (const child of node.Plans ?? []) describeNodes(child, out);
}

async function explain(pool: pg.Pool, name: string, statement: Statement): Promise<string[]> {
  const json = await pool.query<{ 'QUERY PLAN': ExplainJson[] }>(
    `explain (analyze, buffers, format json) ${statement.text}`,
    statement.values,
  );
  const plan = json.rows[0]!['QUERY PLAN'][0]!;
  const scans: string[] = [];
  describeNodes(plan.Plan, scans);
  const seqScans = scans.filter((s) => s.startsWith('Seq Scan'));
  const indexes = scans.filter((s) => / using /.test(s));
  const lines = [
    `${name}: planning ${plan['Planning Time'].toFixed(2)} ms, execution ${plan['Execution Time'].toFixed(2)} ms, ` +
      `buffers hit ${plan.Plan['Shared Hit Blocks'] ?? 0} read ${plan.Plan['Shared Read Blocks'] ?? 0}, ` +
      `index used: ${indexes.length ? 'yes' : 'NO'}${seqScans.length ? ', SEQ SCAN' : ''}` +
      `${plan.JIT ? `, JIT (${plan.JIT.Functions} functions)` : ''}`,
    ...scans.map((s) => `    ${s}`),
  ];
  if (config.explainPlans) {
    const text = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    lines.push(...text.rows.map((r) => `      | ${r['QUERY PLAN']}`));
  }
  return lines;
}

// ---- report --------------------------------------------------------------------------------

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
const rate = (value: number) => value.toFixed(value < 100 ? 1 : 0);

function table(outcomes: Outcome[]): string {
  const header = [
    'scenario',
    'API req/s',
    'API p50 ms',
    'API p99 ms',
    'API non-2xx',
    'API CPU ms/req',
    'SQL ops/s',
    'SQL p50 ms',
    'SQL p99 ms',
    'SQL errors',
    'API/ceiling',
    'other CPU API/SQL',
  ];
  const rows = outcomes.map(({ scenario, api, sql }) => [
    scenario.label,
    rate(api.perSecond),
    ms(api.p50),
    ms(api.p99),
    String(api.failures),
    ms(api.cpuPerRequest ?? NaN),
    rate(sql.perSecond),
    ms(sql.p50),
    ms(sql.p99),
    String(sql.failures),
    sql.perSecond > 0 ? `${((api.perSecond / sql.perSecond) * 100).toFixed(0)} %` : '–',
    `${api.foreignCpu.toFixed(0)} / ${sql.foreignCpu.toFixed(0)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** How much other processes disturbed a scenario: the worse of its two runs, in % CPU. */
const noiseOf = (outcome: Outcome) => Math.max(outcome.api.foreignCpu, outcome.sql.foreignCpu);

/** Waits (at most BENCH_QUIET_WAIT s) until other processes use little CPU; returns their share. */
async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + config.quietWaitSeconds * 1000;
  for (;;) {
    const before = cpuSample();
    await sleep(2000);
    const other = foreignCpuPercent(before, cpuSample(), 2000);
    if (!(other > config.maxOtherCpu) || Date.now() >= deadline) return other;
  }
}

/** One attempt at a scenario: warm-up and run against the API, then the same for the SQL. */
async function runScenario(api: ApiServer, pool: pg.Pool, scenario: Scenario): Promise<Outcome> {
  if (config.warmupSeconds > 0) await loadApi(api, scenario, config.warmupSeconds);
  const apiResult = await loadApi(api, scenario, config.durationSeconds);
  log(
    `API ${scenario.label}: ${rate(apiResult.perSecond)} req/s, p50 ${ms(apiResult.p50)} ms, ` +
      `p99 ${ms(apiResult.p99)} ms, non-2xx/errors ${apiResult.failures}, ` +
      `server CPU ${ms(apiResult.cpuPerRequest ?? NaN)} ms/req, other CPU ${apiResult.foreignCpu.toFixed(0)} %`,
  );
  await sleep(500);
  if (config.warmupSeconds > 0) await loadSql(pool, scenario, config.warmupSeconds);
  const sqlResult = await loadSql(pool, scenario, config.durationSeconds);
  log(
    `SQL ${scenario.label}: ${rate(sqlResult.perSecond)} ops/s, p50 ${ms(sqlResult.p50)} ms, ` +
      `p99 ${ms(sqlResult.p99)} ms, errors ${sqlResult.failures}, other CPU ${sqlResult.foreignCpu.toFixed(0)} %`,
  );
  await sleep(500);
  return { scenario, api: apiResult, sql: sqlResult };
}

// ---- main ----------------------------------------------------------------------------------

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
    const seeded = await pool.query<{ n: number }>(`select count(*)::int as n from users where role = 2`);
    const seededUsers = seeded.rows[0]?.n ?? 0;

    api = await startApi({ databaseUrl, poolMax: config.poolMax });
    log(`API on ${api.baseUrl} (DB_POOL_MAX=${config.poolMax})`);
    const token = await login(api, config.adminUsername, config.adminPassword);
    const scenarios = buildScenarios(token, loginUsers).filter(
      (s) => config.scenarios.length === 0 || config.scenarios.includes(s.key),
    );
    log(
      `${scenarios.length} scenarios × (${config.warmupSeconds} s warm-up + ${config.durationSeconds} s) × (API, SQL), ` +
        `${config.connections} connections`,
    );

    await checkListsMatch(api, pool, token, scenarios);

    const outcomes: Outcome[] = [];
    for (const scenario of scenarios) {
      let best: Outcome | undefined;
      for (let attempt = 1; attempt <= config.retries + 1; attempt++) {
        const other = await waitForQuiet();
        if (other > config.maxOtherCpu)
          log(`the machine is busy (other processes ${other.toFixed(0)} % CPU)`);
        const outcome = await runScenario(api, pool, scenario);
        if (!best || noiseOf(outcome) < noiseOf(best)) best = outcome;
        if (!(noiseOf(outcome) > config.maxOtherCpu)) break;
        if (attempt <= config.retries) {
          log(
            `other processes used up to ${noiseOf(outcome).toFixed(0)} % CPU: ${scenario.label} runs again`,
          );
        }
      }
      outcomes.push(best!);
    }

    console.log(
      `\nResults: ${seededUsers.toLocaleString('en')} users (role 2), ${config.connections} connections, ` +
        `${config.durationSeconds} s per run, pool ${config.poolMax}\n`,
    );
    console.log(table(outcomes));

    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the list queries:');
    for (const scenario of scenarios) {
      if (!scenario.list) continue;
      const statements = listStatements(scenario.list);
      console.log(`\n${scenario.label}`);
      for (const line of await explain(pool, 'rows ', statements.rows)) console.log(`  ${line}`);
      for (const line of await explain(pool, 'count', statements.count)) console.log(`  ${line}`);
    }
  } finally {
    await api?.stop();
    await pool.end();
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// A hard stop, should anything hang: 15 min for seeding and EXPLAIN, plus every attempt of the
// five scenarios at its longest.
const perAttemptSeconds =
  config.quietWaitSeconds + 3 + 2 * (config.warmupSeconds + config.durationSeconds + 2);
const watchdogMs = (15 * 60 + 5 * (config.retries + 1) * perAttemptSeconds) * 1000;
const watchdog = setTimeout(() => {
  log(`watchdog: still running after ${watchdogMs / 1000} s, giving up`);
  process.exit(1);
}, watchdogMs);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Loading one scenario (bench/README.md): autocannon against the API and the scenario's SQL
 * ceiling straight through `pg`, with the same concurrency and duration, each attempt retried when
 * other processes disturbed it; EXPLAIN summaries and Markdown tables of the results. Shared by
 * every benchmark (run-all.ts, programme.ts).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type pg from 'pg';
import {
  config,
  cpuSample,
  foreignCpuPercent,
  log,
  percentile,
  sleep,
  type ApiServer,
  type CpuSample,
} from './common.js';
import type { Statement } from './queries.js';

/** Every request and statement must answer within this, or it counts as an error. */
export const REQUEST_TIMEOUT_SECONDS = 30;

export interface Measurement {
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
  /** The machine's 1-minute load average (`uptime`) when the run ended. */
  load1?: number;
}

/** A list page: its request, its rows (the ceiling), its capped count, and what the API totals. */
export interface ListCheck {
  path: string;
  /** The ceiling: the page's rows with nothing else, the fastest of `ceilings` once timed. */
  rows: Statement;
  count: Statement;
  /** What the API sends for the page's rows, when it is not `rows` itself. */
  api?: Statement;
  /** Ways to read the same rows; run-all.ts times them and makes the fastest `rows`. */
  ceilings?: { name: string; statement: Statement }[];
  /** Which of `ceilings` is `rows`, and how long each took (for the report). */
  ceilingChoice?: string;
  /** Rows an anchored page's number says come before it (added to the counted total). */
  rowsBefore: number;
}

export interface Scenario {
  key: string;
  label: string;
  /** One API request: its method, path and body (the body may change per request). */
  request: () => { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };
  /** The statements the API runs for that request, issued directly through the pool. */
  direct: (pool: pg.Pool) => Promise<void>;
  list?: ListCheck;
}

export interface Outcome {
  scenario: Scenario;
  api: Measurement;
  sql: Measurement;
}

export function measurement(
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
export function loadApi(api: ApiServer, scenario: Scenario, seconds: number): Promise<Measurement> {
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
export async function loadSql(pool: pg.Pool, scenario: Scenario, seconds: number): Promise<Measurement> {
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

// ---- EXPLAIN -------------------------------------------------------------------------------

export interface PlanNode {
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

export interface ExplainJson {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
  JIT?: { Functions: number };
}

export function describeNodes(node: PlanNode, out: string[]): void {
  const where = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}${node.Alias ? ` ${node.Alias}` : ''}` : '';
  if (/Scan/.test(node['Node Type'])) {
    out.push(
      `${node['Node Type']}${where}${on} (rows ${node['Actual Rows']} × loops ${node['Actual Loops']})`,
    );
  }
  for (const child of node.Plans ?? []) describeNodes(child, out);
}

export async function explain(pool: pg.Pool, name: string, statement: Statement): Promise<string[]> {
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

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
export const rate = (value: number) => value.toFixed(value < 100 ? 1 : 0);

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The machine's 1-minute load average, as `uptime` shows it. */
const load1 = () => os.loadavg()[0] ?? NaN;
const loadOf = (m: Measurement) => (m.load1 === undefined ? '–' : m.load1.toFixed(1));

export function table(outcomes: Outcome[]): string {
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
    'load API/SQL',
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
    `${loadOf(api)} / ${loadOf(sql)}`,
  ]);
  return markdownTable(header, rows);
}

/** How much other processes disturbed a scenario: the worse of its two runs, in % CPU. */
export const noiseOf = (outcome: Outcome) => Math.max(outcome.api.foreignCpu, outcome.sql.foreignCpu);

/** Waits (at most BENCH_QUIET_WAIT s) until other processes use little CPU; returns their share. */
export async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + config.quietWaitSeconds * 1000;
  for (;;) {
    const before = cpuSample();
    await sleep(2000);
    const other = foreignCpuPercent(before, cpuSample(), 2000);
    if (!(other > config.maxOtherCpu) || Date.now() >= deadline) return other;
  }
}

/** One attempt at a scenario: warm-up and run against the API, then the same for the SQL. */
export async function runScenario(api: ApiServer, pool: pg.Pool, scenario: Scenario): Promise<Outcome> {
  if (config.warmupSeconds > 0) await loadApi(api, scenario, config.warmupSeconds);
  const apiResult = { ...(await loadApi(api, scenario, config.durationSeconds)), load1: load1() };
  log(
    `API ${scenario.label}: ${rate(apiResult.perSecond)} req/s, p50 ${ms(apiResult.p50)} ms, ` +
      `p99 ${ms(apiResult.p99)} ms, non-2xx/errors ${apiResult.failures}, ` +
      `server CPU ${ms(apiResult.cpuPerRequest ?? NaN)} ms/req, other CPU ${apiResult.foreignCpu.toFixed(0)} %, load ${apiResult.load1.toFixed(1)}`,
  );
  await sleep(500);
  if (config.warmupSeconds > 0) await loadSql(pool, scenario, config.warmupSeconds);
  const sqlResult = { ...(await loadSql(pool, scenario, config.durationSeconds)), load1: load1() };
  log(
    `SQL ${scenario.label}: ${rate(sqlResult.perSecond)} ops/s, p50 ${ms(sqlResult.p50)} ms, ` +
      `p99 ${ms(sqlResult.p99)} ms, errors ${sqlResult.failures}, other CPU ${sqlResult.foreignCpu.toFixed(0)} %, load ${sqlResult.load1.toFixed(1)}`,
  );
  await sleep(500);
  return { scenario, api: apiResult, sql: sqlResult };
}

/**
 * Runs `attempt` until other processes stay below BENCH_MAX_OTHER_CPU during it, at most
 * BENCH_RETRIES extra times, each after waiting for a quiet machine; answers the least disturbed.
 */
export async function leastDisturbed<T>(
  label: string,
  attempt: () => Promise<T>,
  noise: (result: T) => number,
) {
  let best: T | undefined;
  for (let round = 1; round <= config.retries + 1; round++) {
    const other = await waitForQuiet();
    if (other > config.maxOtherCpu) log(`the machine is busy (other processes ${other.toFixed(0)} % CPU)`);
    log(
      `${label}, attempt ${round}: load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    const result = await attempt();
    if (best === undefined || noise(result) < noise(best)) best = result;
    if (!(noise(result) > config.maxOtherCpu)) break;
    if (round <= config.retries)
      log(`other processes used up to ${noise(result).toFixed(0)} % CPU: ${label} runs again`);
  }
  return best!;
}

/** What `closedLoop` measured: the 2xx answers' latencies (ascending), the rest counted as errors. */
export interface ClosedLoopResult {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * `clients` closed-loop clients, each sending its next request as soon as the last one answered,
 * until `stop()` says so: `send(n)` makes the n-th request (any instance, any path). A transport
 * failure or a timeout counts as an error, like a non-2xx answer.
 */
export async function closedLoop(
  clients: number,
  stop: () => boolean,
  send: (n: number) => Promise<Response>,
): Promise<ClosedLoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (!stop()) {
      const started = performance.now();
      try {
        const response = await send(next++);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}

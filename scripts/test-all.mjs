// `npm test`: the whole suite. Static checks, unit and API tests on the embedded database (again
// under Node 24 when this run is on another Node line), the same API tests on PostgreSQL, and the
// browser tests against the built portal.
// Ends with one line `N passed, N failed, N skipped` and a non-zero exit on any failure; a test
// that passed only on a retry is listed by name above it and the line ends ` (N flaky)`
// (docs/decisions/083-flaky-tests-are-reported.md).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, findNode24, mustRun, root, run, runAsync } from './lib.mjs';
import { playwrightFlaky, summaryLines, vitestFlaky } from './test-report.mjs';

const isCI = Boolean(process.env.CI);
const tally = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const notes = [];
// How long each pass took, printed before the summary: the suite must stay well inside CI's
// 30 minutes, and these show which pass to make cheaper when it does not.
const timings = [];
async function timedAsync(name, body) {
  const started = Date.now();
  try {
    return await body();
  } finally {
    timings.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
  }
}
function timed(name, body) {
  const started = Date.now();
  try {
    return body();
  } finally {
    timings.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
  }
}
const reports = mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'));

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const status = timed(name, () => run(command, args, { env: { ...process.env, ...env } }));
  if (status === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    notes.push(`✖ ${name} failed`);
  }
  return status;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The command of one Vitest pass. `node` runs Vitest with another Node binary (the Node 24 pass)
 * instead of the one on PATH; anything the tests start by name (node, npm) then runs on it too.
 */
function vitestCommand(output, env, filters, node) {
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...filters];
  return node
    ? {
        command: node,
        args: [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...args],
        env: { ...process.env, ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
      }
    : { command: 'npx', args: ['vitest', ...args], env: { ...process.env, ...env } };
}

function countVitest(name, status, output) {
  const report = readJson(output);
  if (report) {
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + report.numTodoTests;
    tally.flaky.push(...vitestFlaky(report));
  }
  if (status !== 0) {
    if (!report || report.numFailedTests === 0) tally.failed += 1;
    notes.push(`✖ ${name} failed`);
  }
}

const reportFile = (name, extension) => path.join(reports, `${name.replace(/\W+/g, '-')}.${extension}`);

function vitest(name, env = {}, filters = [], node = null) {
  const output = reportFile(name, 'json');
  console.log(`\n▶ ${name}`);
  const { command, args, env: fullEnv } = vitestCommand(output, env, filters, node);
  countVitest(
    name,
    timed(name, () => run(command, args, { env: fullEnv })),
    output,
  );
}

async function postgresUrl() {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `portal_test_${Date.now()}`;
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

ensureInstalled();
console.log('\n▶ build (shared, api, web)');
timed('build (shared, api, web)', () => mustRun('npm', ['run', 'build']));

step('format check', 'npx', ['prettier', '--check', '.']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('typecheck', 'npx', ['tsc', '-b', 'packages/shared', 'apps/api', 'apps/web', 'e2e', 'bench']);

// Embedded even when TEST_DATABASE_URL is set: that one is for the PostgreSQL pass below.
vitest('unit and API tests (embedded PGlite)', { TEST_DATABASE_URL: '' });

// The second pass: the `api` project again, on the other database and the other Node line, so
// each API test runs once on each database and each supported line runs every API test
// (docs/decisions/150-two-test-passes.md): PostgreSQL under Node 24 in CI, or what this machine
// has of the two. The `unit` project has no database and nothing of the runtime's that the first
// pass does not already prove: it runs once.
const node24 = process.versions.node.startsWith('24.')
  ? { bin: null, version: process.version, current: true }
  : findNode24();
if (node24.current) notes.push('• this run is on Node 24: the embedded pass is the Node 24 pass');
else if (!node24.bin) {
  if (isCI || process.env.NODE24_REQUIRED || process.env.NODE24_BIN) {
    tally.failed += 1;
    notes.push(`✖ the Node 24 pass could not run: ${node24.reason}`);
  } else {
    notes.push(`• Node 24 pass skipped: ${node24.reason} (or set NODE24_BIN to a Node 24 binary)`);
  }
}
const pgRun = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, drop: async () => {} }
  : await postgresUrl();
if (!pgRun) {
  if (isCI) {
    tally.failed += 1;
    notes.push('✖ PostgreSQL at 127.0.0.1:5432 is not reachable: the PostgreSQL-mode tests could not run');
  } else {
    notes.push(
      '• PostgreSQL not reachable at 127.0.0.1:5432: PostgreSQL-mode tests skipped (set TEST_PG_ADMIN_URL)',
    );
  }
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browsers = existsSync(chromium);
if (pgRun || node24.bin) {
  const on = node24.bin ? ` under Node ${node24.version}` : '';
  // The server-process test runs on the embedded database whatever the URL says: under Node 24
  // it is that line's proof of PGlite. ledger:verify's (a minute of command-line runs, also
  // embedded) proves nothing more here than in the first pass.
  const pass = [
    pgRun ? `API tests on PostgreSQL${on}` : `API tests${on} (embedded PGlite)`,
    { TEST_DATABASE_URL: pgRun?.url ?? '' },
    ['--project', 'api', '--exclude', 'apps/api/src/scripts/ledger-verify.test.ts'],
    node24.bin,
  ];
  try {
    vitest(...pass);
  } finally {
    await pgRun?.drop();
  }
}

if (browsers) {
  const output = path.join(reports, 'playwright.json');
  console.log('\n▶ browser tests (Playwright, Chromium)');
  const status = await timedAsync('browser tests (Playwright, Chromium)', () =>
    runAsync('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'e2e'),
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: output,
        CHROMIUM_PATH: chromium,
        // The browser tests' portal runs on the same PostgreSQL when it answers, and then two
        // workers are faster than one (docs/decisions/187-test-time.md).
        E2E_WORKERS: process.env.E2E_WORKERS ?? (pgRun ? '2' : '1'),
      },
    }),
  );
  const report = readJson(output);
  const stats = report?.stats;
  if (stats) {
    // A flaky test passed on its retry: counted as passed, and named below.
    tally.passed += stats.expected + stats.flaky;
    tally.flaky.push(...playwrightFlaky(report));
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
  }
  if (status !== 0) {
    if (!stats || stats.unexpected === 0) tally.failed += 1;
    notes.push('✖ browser tests failed');
  }
} else if (isCI) {
  tally.failed += 1;
  notes.push(`✖ no Chromium at ${chromium}: browser tests could not run`);
} else {
  notes.push(
    `• no Chromium at ${chromium}: browser tests skipped (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}

console.log('');
for (const { name, seconds } of timings) console.log(`⏱ ${name}: ${seconds} s`);
for (const note of notes) console.log(note);
for (const line of summaryLines(tally)) console.log(line);
process.exit(tally.failed > 0 ? 1 : 0);

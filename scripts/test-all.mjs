// `npm test`: the whole suite. Static checks, unit and API tests on the embedded database (again
// under Node 24 when this run is on another Node line), the same API tests on PostgreSQL, and the
// browser tests against the built portal.
// Ends with one line `N passed, N failed, N skipped` and a non-zero exit on any failure; a test
// that passed only on a retry is listed by name above it and the line ends ` (N flaky)`
// (docs/decisions/083-flaky-tests-are-reported.md).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, findNode24, mustRun, root, run } from './lib.mjs';
import { playwrightFlaky, summaryLines, vitestFlaky } from './test-report.mjs';

const isCI = Boolean(process.env.CI);
const tally = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const notes = [];
const reports = mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'));

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const status = run(command, args, { env: { ...process.env, ...env } });
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

// `node` runs Vitest with another Node binary (the Node 24 pass) instead of the one on PATH.
function vitest(name, env = {}, filters = [], node = null) {
  const output = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  console.log(`\n▶ ${name}`);
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...filters];
  const status = node
    ? run(node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...args], {
        // Anything the tests start by name (node, npm) runs on the same Node.
        env: { ...process.env, ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
      })
    : run('npx', ['vitest', ...args], { env: { ...process.env, ...env } });
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
mustRun('npm', ['run', 'build']);

step('format check', 'npx', ['prettier', '--check', '.']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('typecheck', 'npx', ['tsc', '-b', 'packages/shared', 'apps/api', 'apps/web', 'e2e', 'bench']);

// Embedded even when TEST_DATABASE_URL is set: that one is for the PostgreSQL pass below.
vitest('unit and API tests (embedded PGlite)', { TEST_DATABASE_URL: '' });

// The same pass under Node 24, so a dependency that breaks on either supported line fails the suite
// (docs/decisions/100-node-lines.md). Only the embedded pass: the PostgreSQL pass repeats the API
// tests against another database, not another runtime.
if (process.versions.node.startsWith('24.')) {
  notes.push('• this run is on Node 24: the embedded pass is the Node 24 pass');
} else {
  const node24 = findNode24();
  if (node24.bin) {
    vitest(
      `unit and API tests on Node ${node24.version} (embedded PGlite)`,
      { TEST_DATABASE_URL: '' },
      [],
      node24.bin,
    );
  } else if (isCI || process.env.NODE24_REQUIRED || process.env.NODE24_BIN) {
    tally.failed += 1;
    notes.push(`✖ the Node 24 pass could not run: ${node24.reason}`);
  } else {
    notes.push(`• Node 24 pass skipped: ${node24.reason} (or set NODE24_BIN to a Node 24 binary)`);
  }
}

const pgRun = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, drop: async () => {} }
  : await postgresUrl();
if (pgRun) {
  try {
    // Only the `api` project's files touch the test database (docs/decisions/124-test-projects.md);
    // of them, the server-process and ledger:verify tests always run on the embedded database (so
    // do seed:demo's, in `unit`), so repeating them (or the unit tests) here proves nothing.
    vitest('API tests on PostgreSQL', { TEST_DATABASE_URL: pgRun.url }, [
      '--project',
      'api',
      '--exclude',
      'apps/api/src/server.test.ts',
      '--exclude',
      'apps/api/src/scripts/ledger-verify.test.ts',
    ]);
  } finally {
    await pgRun.drop();
  }
} else if (isCI) {
  tally.failed += 1;
  notes.push('✖ PostgreSQL at 127.0.0.1:5432 is not reachable: the PostgreSQL-mode tests could not run');
} else {
  notes.push(
    '• PostgreSQL not reachable at 127.0.0.1:5432: PostgreSQL-mode tests skipped (set TEST_PG_ADMIN_URL)',
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const output = path.join(reports, 'playwright.json');
  console.log('\n▶ browser tests (Playwright, Chromium)');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: chromium },
  });
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
for (const note of notes) console.log(note);
for (const line of summaryLines(tally)) console.log(line);
process.exit(tally.failed > 0 ? 1 : 0);

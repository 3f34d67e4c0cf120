// Starts the built portal on a fresh, empty embedded database for the browser tests. The data
// folder is new each run, and each test registers the accounts it needs through the API
// (support/fixtures.ts), so no test depends on seeded rows or on another test's.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Serves a snapshot of the built web app, so a rebuild of apps/web/dist during the run (someone
 * working on the app) cannot swap the assets under the browser. While a build is half-way it tries
 * again each time the build writes, for at most a minute.
 */
function isComplete(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
  if (entries.length === 0 || !entries.every((asset) => existsSync(path.join(dist, asset)))) return false;
  // Pages load on demand: every chunk a script imports must be there too.
  const assets = path.join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .every((file) =>
      [
        ...readFileSync(path.join(assets, file), 'utf8').matchAll(/["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g),
      ].every((match) => existsSync(path.join(assets, match[1]))),
    );
}

async function snapshotWebDist() {
  const web = path.join(root, 'apps/web');
  const source = path.join(web, 'dist');
  const target = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  // Changes under apps/web (a build writing dist) wake the loop below; none for a minute ends it.
  let changes = 0;
  let wake = () => {};
  const watcher = watch(web, { recursive: true }, () => {
    changes += 1;
    wake();
  });
  try {
    for (;;) {
      const seen = changes;
      rmSync(target, { recursive: true, force: true });
      try {
        cpSync(source, target, { recursive: true });
        if (isComplete(target)) return target;
      } catch {
        // The build is replacing the folder right now: try again when it writes next.
      }
      const changed = await new Promise((resolve) => {
        if (changes !== seen) return resolve(true);
        const timer = setTimeout(() => resolve(false), 60_000);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      if (!changed) break;
    }
  } finally {
    watcher.close();
  }
  console.error('apps/web/dist is missing or incomplete: run `npm run build` first.');
  process.exit(1);
}

/**
 * A new PostgreSQL database for this run when the server at TEST_PG_ADMIN_URL (by default the
 * machine's, 127.0.0.1:5432) answers, dropped when the run ends; null without one, and the portal
 * runs on its embedded database as a newcomer's does. The embedded database runs inside the
 * server's one thread, beside every request: on PostgreSQL the same suite takes less of the two
 * cores the browser shares (docs/decisions/187-test-time.md). E2E_EMBEDDED=1 keeps the embedded one.
 */
async function postgresDatabase() {
  if (process.env.E2E_EMBEDDED === '1') return null;
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = async (statement, values) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  // One run per port at a time (playwright.config.ts): an earlier run's database on this port was
  // left by a run stopped before it could drop it.
  const prefix = `portal_e2e_${process.env.PORT ?? ''}_`;
  const name = `${prefix}${Date.now()}`;
  try {
    const stale = await admin('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of stale) await admin(`drop database if exists "${datname}" with (force)`);
    await admin(`create database "${name}"`);
  } catch {
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

const webDist = await snapshotWebDist();
const database = await postgresDatabase();
console.error(`Browser tests' portal on ${database ? 'PostgreSQL' : 'the embedded database'}.`);
const env = {
  ...process.env,
  ...(database ? { DATABASE_URL: database.url } : {}),
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
  SUPERADMIN_USERNAME: 'e2e_root',
  SUPERADMIN_PASSWORD: 'E2eRoot@123',
  LOG_LEVEL: 'warn',
  // Every browser test registers its own users, all from this machine's address.
  REGISTER_RATE_LIMIT: '10000',
  // Parallel tests sign in as the same root, whose admin dashboard would share one budget; the
  // other per-user limits stay at their defaults, spent by each test's own users like a phone.
  RATE_LIMIT_DASHBOARD_PER_MINUTE: '100000',
  // Every browser test's requests come from this machine's address: the coarse per-IP limit would
  // meet a whole parallel run at once.
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
  WEB_DIST_DIR: webDist,
};
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(webDist, { recursive: true, force: true });
  const dropped = database ? database.drop().catch(() => {}) : Promise.resolve();
  void dropped.then(() => process.exit(code ?? 0));
});

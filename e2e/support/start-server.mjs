// Starts the built portal on a fresh embedded database, with the demo data seeded, for the
// browser tests. The data folder is new each run, so tests never see an earlier run's rows.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Serves a snapshot of the built web app, so a rebuild of apps/web/dist during the run (someone
 * working on the app) cannot swap the assets under the browser. Retries while a build is half-way.
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

function snapshotWebDist() {
  const source = path.join(root, 'apps/web/dist');
  const target = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  for (let attempt = 1; attempt <= 20; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
      if (isComplete(target)) return target;
    } catch {
      // The build is replacing the folder right now: try again shortly.
    }
    spawnSync('sleep', ['1']);
  }
  console.error('apps/web/dist is missing or incomplete: run `npm run build` first.');
  process.exit(1);
}

const webDist = snapshotWebDist();
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
  SUPERADMIN_USERNAME: 'e2e_root',
  SUPERADMIN_PASSWORD: 'E2eRoot@123',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: webDist,
};
const seeded = spawnSync('npx', ['tsx', 'apps/api/src/scripts/seed-demo.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(webDist, { recursive: true, force: true });
  process.exit(code ?? 0);
});

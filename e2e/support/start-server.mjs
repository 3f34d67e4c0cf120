// Starts the built portal on a fresh embedded database, with the demo data seeded, for the
// browser tests. The data folder is new each run, so tests never see an earlier run's rows.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
  SUPERADMIN_USERNAME: 'e2e_root',
  SUPERADMIN_PASSWORD: 'E2eRoot@123',
  LOG_LEVEL: 'warn',
};
const seeded = spawnSync('npx', ['tsx', 'apps/api/src/scripts/seed-demo.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

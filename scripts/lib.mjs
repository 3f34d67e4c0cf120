// Helpers for the two README commands. Only Node built-ins: they run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * `run` without blocking this process's event loop: while the browser tests run, a pass started
 * beside them must be heard when it ends (scripts/test-all.mjs).
 */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(path.join(root, 'package-lock.json')).mtimeMs
  ) {
    return;
  }
  console.log('Installing dependencies (npm ci)...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function nodeVersion(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * A Node 24 binary for the suite's second unit and API pass (docs/decisions/100-node-lines.md):
 * NODE24_BIN when set, else the npm registry's `node@24` package, installed once into
 * node_modules/.cache/node24 (`npm ci` clears it). Returns { bin, version } or { reason }.
 */
export function findNode24() {
  if (process.env.NODE24_BIN) {
    const version = nodeVersion(process.env.NODE24_BIN);
    return version?.startsWith('v24.')
      ? { bin: process.env.NODE24_BIN, version }
      : {
          reason: `NODE24_BIN (${process.env.NODE24_BIN}) is not a Node 24 binary (${version ?? 'does not run'})`,
        };
  }
  const prefix = path.join(root, 'node_modules', '.cache', 'node24');
  const bin = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!nodeVersion(bin)?.startsWith('v24.')) {
    console.log('\nFetching Node 24 from the npm registry (npm install node@24)...');
    mkdirSync(prefix, { recursive: true });
    // The package's preinstall script downloads the binary: approved here (npm's allowScripts).
    writeFileSync(
      path.join(prefix, 'package.json'),
      JSON.stringify({ private: true, dependencies: { node: '24' }, allowScripts: { node: true } }),
    );
    run('npm', ['install', '--prefix', prefix, '--no-package-lock', '--no-audit', '--no-fund'], {
      cwd: prefix,
    });
  }
  const version = nodeVersion(bin);
  return version?.startsWith('v24.')
    ? { bin, version }
    : { reason: 'node@24 could not be installed from the npm registry (offline?)' };
}

const BUILDS = [
  { workspace: 'packages/shared', sources: ['packages/shared/src'], output: 'packages/shared/dist/index.js' },
  {
    workspace: 'apps/api',
    sources: ['apps/api/src', 'packages/shared/src'],
    output: 'apps/api/dist/server.js',
  },
  {
    workspace: 'apps/web',
    sources: ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'],
    output: 'apps/web/dist/index.html',
  },
];

/** Builds each workspace whose output is missing or older than its sources. */
export function ensureBuilt() {
  for (const build of BUILDS) {
    const output = path.join(root, build.output);
    const sourcesChanged = Math.max(...build.sources.map((s) => newestMtime(path.join(root, s))));
    if (existsSync(output) && statSync(output).mtimeMs >= sourcesChanged) continue;
    console.log(`Building ${build.workspace}...`);
    mustRun('npm', ['run', 'build', '-w', build.workspace]);
  }
}

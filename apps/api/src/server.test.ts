import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { startServerProcess } from './test/server-process.js';

/**
 * A data folder holding this run's migrated embedded database (test/global-setup.ts): the test is
 * about serving and stopping, and creating an empty cluster would cost it seconds
 * (docs/decisions/040-test-database-snapshot.md).
 */
async function dataDirWithDatabase(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    const database = await openDatabase({
      pgliteDir: path.join(dataDir, 'pglite'),
      pgliteSnapshot: new Blob([await readFile(snapshot)]),
    });
    await database.close();
  }
  return dataDir;
}

/** The built server on the embedded database in `dataDir`, as root. */
function startServer(dataDir: string) {
  return startServerProcess({
    DATA_DIR: dataDir,
    SUPERADMIN_USERNAME: 'root',
    SUPERADMIN_PASSWORD: 'Banyan#Tree42',
    // Debug logs every incoming request: the test waits for them instead of guessing a delay.
    LOG_LEVEL: 'debug',
    DATABASE_URL: '',
  });
}

describe('server process', () => {
  it('prints where to log in, and on SIGTERM finishes in-flight requests before exiting 0', async () => {
    const server = startServer(await dataDirWithDatabase());
    const base = await server.baseUrl;
    expect(server.output()).toMatch(/Super admin: root/);
    // No demo promoters to name before `npm run seed:demo` (scripts/seed-demo.test.ts names them).
    expect(server.output()).not.toMatch(/Demo promoters/);
    // The job runner started with the server (and SIGTERM below must stop it for a clean exit).
    expect(server.output()).toMatch(
      /Scheduled jobs \(India time\): auth\.purge-sign-in-records at "30 3 \* \* \*"/,
    );
    // The PIN timers too (docs/product/pins-and-levels.md).
    expect(server.output()).toMatch(/pins\.auto-raise-terms at "\* \* \* \* \*"/);
    expect(server.output()).toMatch(/pins\.auto-reject-stale at "7 \* \* \* \*"/);
    expect(server.output()).not.toMatch(/Banyan#Tree42/);

    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: 'Banyan#Tree42' }),
      }),
    );
    // SIGTERM once the server has all four: they are in flight, not still connecting.
    await server.linesMatching(
      (line) => line.includes('incoming request') && line.includes('/api/v1/auth/login'),
      4,
    );
    server.child.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    // Starting a process on a busy 2-core machine takes longer than one test's default.
  }, 90_000);
});

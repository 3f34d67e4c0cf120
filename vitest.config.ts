import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const API_SRC = 'apps/api/src';
const USES_THE_TEST_DATABASE = /test\/test-app\.js['"]|inject\('pgliteSnapshot'\)/;

/**
 * The API's test files that use the migrated database of the global setup: those importing
 * `test/test-app.ts` (the app on a test database, CONTRIBUTING.md "API tests") and those reading
 * its snapshot with `inject('pgliteSnapshot')` (the server-process and ledger:verify tests). Only
 * they pay for that setup; every other test file is a `unit` one.
 */
export function databaseTestFiles(root = import.meta.dirname): string[] {
  return readdirSync(path.join(root, API_SRC), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.ts$/.test(file))
    .map((file) => `${API_SRC}/${file.split(path.sep).join('/')}`)
    .filter((file) => USES_THE_TEST_DATABASE.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

const apiFiles = databaseTestFiles();

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core. Vitest's default outside watch mode is one fewer than the cores, which
    // on the 2-core machines this runs on is a single worker: the files then ran one after
    // another, and the database-bound ones mostly wait (docs/decisions/040-test-database-snapshot.md).
    maxWorkers: '100%',
    // Test files share their worker's modules instead of importing the app afresh each: the
    // embedded pass took 337 s isolated and 182 s shared on 2 cores. A test file therefore
    // mocks no module (vi.mock would not reach a module another file loaded first); it spies on
    // an object instead (docs/decisions/163-test-files-share-their-worker.md).
    isolate: false,
    // Two projects, so a file that needs no database starts without migrating one
    // (docs/decisions/124-test-projects.md). `unit`: the shared package, the web app, the scripts
    // and the API's files that neither import test/test-app.ts nor read the database snapshot.
    // `api`: the rest.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: [...configDefaults.exclude, ...apiFiles],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: apiFiles,
          // Migrates the test database once per run; each file copies it (docs/decisions/040-test-database-snapshot.md).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
    ],
  },
});

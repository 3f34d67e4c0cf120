import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/shared/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core. Vitest's default outside watch mode is one fewer than the cores, which
    // on the 2-core machines this runs on is a single worker: the files then ran one after
    // another, and the database-bound ones mostly wait (docs/decisions/040-test-database-snapshot.md).
    maxWorkers: '100%',
    // Migrates the test database once per run; each file copies it (docs/decisions/040-test-database-snapshot.md).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
  },
});

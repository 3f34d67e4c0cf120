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
    // Migrates the test database once per run; each file copies it (docs/decisions/040-test-database-snapshot.md).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
  },
});

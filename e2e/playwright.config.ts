import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/constants';

/** Browser tests against the built portal, served on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  // One folder per port: a run empties its folder on start, and must not empty another run's.
  outputDir: `test-results/port-${E2E_PORT}`,
  fullyParallel: false,
  // One worker by default: on the 2-core machines this runs on, with the portal on its embedded
  // database, Chromium, the server and the runner already fill both cores, and a second worker
  // made the suite slower (docs/decisions/150-two-test-passes.md). With the portal on PostgreSQL
  // (support/start-server.mjs) two are faster: `npm test` then sets E2E_WORKERS=2
  // (docs/decisions/187-test-time.md).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // One retry in CI, so a machine stall does not fail the run; `npm test` names every test that
  // needed it (docs/decisions/083-flaky-tests-are-reported.md). None locally: flaky fails there.
  retries: process.env.CI ? 1 : 0,
  // The browser and the server share a 2-core machine: on a busy one a page can take seconds to
  // answer. These bound waits for a condition; no test sleeps for a fixed time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action with DOM snapshots and screenshots: a third of a test's CPU.
    // CI records it on the retry of a failed test; locally, run the failing test with `--trace on`.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    // Each test's fresh browser context would install the service worker afresh, fetching and
    // storing every precached script behind the page: CPU the 2-core machine needs for the test.
    // The specs of the installable app and of push allow it for themselves
    // (docs/decisions/187-test-time.md).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The machines have no GPU: composite and raster in software in the browser process
        // instead of a separate GPU process emulating one (a seventh of the suite's time,
        // docs/decisions/150-two-test-passes.md).
        '--disable-gpu-compositing',
        '--disable-software-rasterizer',
        '--in-process-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices['Pixel 5'], browserName: 'chromium' },
    },
    {
      // Once every other test has passed: the money of the whole run still adds up.
      name: 'after-suite',
      testDir: './after-suite',
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/v1/ready`,
    reuseExistingServer: false,
    // Asked to stop rather than killed, so support/start-server.mjs drops its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    env: { PORT: String(E2E_PORT) },
  },
});

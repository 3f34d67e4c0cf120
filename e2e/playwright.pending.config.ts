import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The pending browser tests: `*.pending.ts`, which `npm test` leaves out because they fail until
 * the work they check is done (the language walks of issue 16 until every screen is translated;
 * docs/decisions/148-latin-text-walk.md). `npx playwright test -c playwright.pending.config.ts`.
 */
export default defineConfig({
  ...base,
  projects: [{ ...base.projects![0]!, testMatch: /.*\.pending\.ts/, testIgnore: [] }],
  // Run by hand on a machine others are busy on: the server may take longer to come up.
  webServer: { ...(base.webServer as object), timeout: 300_000 },
});

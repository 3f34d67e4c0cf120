import type { Page, Response } from '@playwright/test';
import { PATHS, USER_NAV } from '../../support/constants';
import {
  afterNextPaint,
  expect,
  holdRequests,
  loginViaApi,
  registerUserViaApi,
  rootPromoterCode,
  sidebar,
  test,
} from '../../support/fixtures';

/**
 * What a phone downloads for the first screen (docs/decisions/037-serving-the-web-app.md and
 * 038-first-screen-loads-only-its-own-code.md): compressed, cacheable files, and only the code of
 * the page it opens. The signed-in portal's menu (its labels and icons) is the marker of code a
 * visitor does not need.
 */
const PORTAL_MENU_LABEL = USER_NAV.find((item) => item.label === 'Earnings History')!.label;
/**
 * The portal sidebar's id (components/layout/sidebar.tsx), the marker of the menu's code: its labels
 * are catalogue keys (docs/decisions/128-message-catalogues-with-lingui.md).
 */
const PORTAL_MENU_MARKER = 'portal-sidebar';
/**
 * The menu's label in English, the marker of the catalogue's portal part, which a visitor's page
 * does not download (docs/decisions/156-catalogue-in-two-parts.md).
 */
const PORTAL_TEXTS_MARKER = PORTAL_MENU_LABEL;
/**
 * The user dashboard panel's id (features/dashboard/components/user-dashboard.tsx), the marker of
 * its chunk: like the menu's, its texts are catalogue keys.
 */
const DASHBOARD_MARKER = 'user-dashboard-panel';
/** A name in Radix's alert dialog, the marker of the dialogs' code, which /login does not show. */
const DIALOG_MARKER = 'AlertDialogContent';

/** Every script and stylesheet the page loads from /assets/, collected from the first request on. */
function collectAssets(page: Page): Response[] {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
  });
  return assets;
}

async function scriptsContaining(assets: Response[], text: string): Promise<string[]> {
  const found: string[] = [];
  for (const response of assets) {
    if (response.request().resourceType() !== 'script') continue;
    if ((await response.text()).includes(text)) found.push(new URL(response.url()).pathname);
  }
  return found;
}

test.describe('the first screen on a phone network', () => {
  test('/login loads compressed, long-cached assets and none of the signed-in portal', async ({ page }) => {
    const assets = collectAssets(page);
    const document = await page.goto(PATHS.login);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The page itself is revalidated every time, so a new build shows at once.
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(assets.length).toBeGreaterThan(1);
    for (const response of assets) {
      const headers = response.headers();
      // A file of a few bytes (the entry's one-line start script) gains nothing from compression;
      // the build keeps no compressed copy of it (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
      const tiny = (await response.body()).length < 256;
      if (!tiny) expect.soft(headers['content-encoding'], response.url()).toBe('br');
      expect.soft(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    }
    expect(await scriptsContaining(assets, PORTAL_MENU_MARKER)).toEqual([]);
    expect(await scriptsContaining(assets, PORTAL_TEXTS_MARKER)).toEqual([]);
    // Nor the 'Deleted!' dialog's code (Radix's alert dialog), fetched with the first delete
    // (components/ui/deleted-dialog.tsx).
    expect(await scriptsContaining(assets, DIALOG_MARKER)).toEqual([]);
  });

  test('a signed-in user gets the portal menu in a chunk of its own (the marker above is real)', async ({
    page,
    request,
  }) => {
    const { username, password } = await registerUserViaApi(request);
    const assets = collectAssets(page);
    await loginViaApi(page, username, password, PATHS.userDashboard);
    await expect(sidebar(page).getByRole('link', { name: PORTAL_MENU_LABEL })).toBeVisible();
    const withMenu = await scriptsContaining(assets, PORTAL_MENU_MARKER);
    expect(withMenu).toHaveLength(1);
    // The catalogue's portal part arrived with the portal, in a chunk of its own.
    const withTexts = await scriptsContaining(assets, PORTAL_TEXTS_MARKER);
    expect(withTexts).toHaveLength(1);
    expect(withTexts).not.toEqual(withMenu);
    // Not the entry script that every page loads.
    const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(withMenu).not.toContain(entry);
  });

  test('the user dashboard asks for its code and its figures with the session check, and once', async ({
    page,
    request,
  }) => {
    const { username, password, first_name } = await registerUserViaApi(request);
    await loginViaApi(page, username, password);
    const assets = collectAssets(page);
    const asked = { session: 0, figures: 0 };
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === '/api/v1/auth/session') asked.session += 1;
      if (pathname === '/api/v1/user-dashboard') asked.figures += 1;
    });
    // While the session check is held, nothing waits for it: the dashboard's figures and its own
    // chunk are already on their way (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
    const releaseSession = await holdRequests(page, '**/api/v1/auth/session');
    const figuresAsked = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/user-dashboard'), {
      timeout: 15_000,
    });
    await page.goto(PATHS.userDashboard);
    await figuresAsked;
    await expect.poll(() => scriptsContaining(assets, DASHBOARD_MARKER), { timeout: 15_000 }).toHaveLength(1);
    expect(asked.session).toBe(1);

    releaseSession();
    await expect(page.getByRole('heading', { name: `Welcome, ${first_name}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Earned' })).toBeVisible();
    // The answers asked for early are the ones used: no second session check, no second figures.
    expect(asked).toEqual({ session: 1, figures: 1 });
    // The dashboard shows labels, not forms: the schema library (a quarter of its download) stays away.
    expect(await scriptsContaining(assets, 'ZodError')).toEqual([]);
  });
});

/**
 * Holds the page's largest-paint reports (every PerformanceObserver's) until
 * `window.reportPaints()` lets them through.
 */
async function holdPaintReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Observer = window.PerformanceObserver;
    const held: (() => void)[] = [];
    let holding = true;
    // Every observer's reports wait until the test lets them through.
    class HeldObserver extends Observer {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) => {
          if (holding) held.push(() => callback(list, observer));
          else callback(list, observer);
        });
      }
    }
    Object.assign(window, {
      PerformanceObserver: HeldObserver,
      reportPaints: () => {
        holding = false;
        for (const report of held.splice(0)) report();
      },
    });
  });
}

/**
 * The sign-in and registration forms' code (zod, the schemas, react-hook-form) comes after the
 * page's heading and description, and is fetched only once the browser has reported the page's
 * largest paint (docs/decisions/190-forms-after-their-page-heading.md). The test holds those
 * reports back from the page, as it holds the form's code.
 */
test.describe("the forms come after the page's largest paint", () => {
  for (const form of [
    { page: 'login', chunk: 'login-form', heading: 'Login', field: 'Username' },
    { page: 'register', chunk: 'register-form', heading: 'Register', field: 'First Name' },
  ]) {
    test(`/${form.page} draws its heading, then fetches the form's code`, async ({ page, request }) => {
      const address =
        form.page === 'login' ? PATHS.login : `/register?promoter_code=${await rootPromoterCode(request)}`;
      await holdPaintReports(page);
      const isFormCode = (url: string) => new URL(url).pathname.includes(`/${form.chunk}-`);
      const formAskedFor: string[] = [];
      page.on('request', (sent) => isFormCode(sent.url()) && formAskedFor.push(sent.url()));
      const releaseForm = await holdRequests(page, `**/assets/${form.chunk}-*.js`);
      const formAsked = page.waitForRequest((sent) => isFormCode(sent.url()));
      await page.goto(address);

      // Drawn, its largest paint not yet reported: the form's code is not asked for yet.
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      await afterNextPaint(page);
      expect(formAskedFor).toEqual([]);

      // Reported: the form's code is asked for, and the form is drawn once it arrives.
      await page.evaluate(() => (window as unknown as { reportPaints: () => void }).reportPaints());
      await formAsked;
      await expect(page.getByLabel(form.field, { exact: true })).toHaveCount(0);
      releaseForm();
      await expect(page.getByLabel(form.field, { exact: true })).toBeVisible();
    });
  }

  test('/login reached by a link fetches its form at once: the browser reports no paint after a press', async ({
    page,
  }) => {
    await holdPaintReports(page);
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // From now on no timer runs in the page: the form must not wait for one (the 1.5 s limit).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  });
});

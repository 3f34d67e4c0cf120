import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { E2E_BASE_URL, PATHS } from '../support/constants';
import {
  afterNextPaint,
  expect,
  loginAsRoot,
  loginViaApi,
  registerUserViaApi,
  test,
} from '../support/fixtures';

/**
 * The installable app (issue 20, point 2; docs/decisions/185-installable-app-and-sharing.md): the
 * web app manifest and the service worker are served, Chromium finds the portal installable, a
 * page load without a network shows the offline page in the reader's language, and no /api/
 * answer is ever stored by the service worker.
 */

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

type Catalogue = Record<string, string>;

function catalogue(language: 'en' | 'ta'): Catalogue {
  const file = new URL(`../../apps/web/src/locales/${language}/messages.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the portal's service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** Every URL held in the page's Cache Storage. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the manifest and the service worker are served, and Chromium finds the portal installable', async ({
  browserName,
}, testInfo) => {
  // A profile on disk: Chromium installs nothing from an incognito context, which every other
  // test's context is.
  expect(browserName).toBe('chromium');
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: E2E_BASE_URL,
  });
  try {
    await checkInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page): Promise<void> {
  await page.goto(PATHS.login);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestAnswer = await page.request.get(manifestHref!);
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifestAnswer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestAnswer.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: 'Promoter Portal',
    start_url: '/login',
    display: 'standalone',
    theme_color: '#4f46e5',
  });
  // The sizes Android asks for, and a maskable one it can shape; each file is the size it claims.
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(appleIcon!)).body())).toBe('180x180');

  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  // Revalidated on every check, so a new build's worker reaches every phone.
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await controlledByServiceWorker(page);
  // What Lighthouse's installability audit asked Chromium (Lighthouse 12 dropped the audit).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
}

test("the manifest's start address opens the role's dashboard, and a visitor's sign-in", async ({
  page,
  request,
  browser,
}) => {
  const user = await registerUserViaApi(request);
  await loginViaApi(page, user.username, user.password, '/login');
  await expect(page).toHaveURL(PATHS.userDashboard);

  const admin = await browser.newContext();
  try {
    const adminPage = await admin.newPage();
    await loginAsRoot(adminPage, '/login');
    await expect(adminPage).toHaveURL(PATHS.adminDashboard);
  } finally {
    await admin.close();
  }

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/login');
    await expect(visitorPage.getByRole('heading', { name: 'Login' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('without a network a page load shows the offline page in English; no /api/ answer is stored', async ({
  page,
  context,
  request,
}) => {
  const en = catalogue('en');
  const user = await registerUserViaApi(request);
  await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
  await expect(page.locator('#user-dashboard-panel')).toBeVisible();
  await controlledByServiceWorker(page);

  // Under the service worker, the dashboard's figures (wallets: money) still come from the server.
  const figures = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/user-dashboard'));
  await page.reload();
  await expect(page.locator('#user-dashboard-panel')).toBeVisible();
  expect((await figures).fromServiceWorker()).toBe(false);
  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|uploads|media)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/portal/user/withdraw-requests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['pwa.offline.title']!);
  await expect(page.getByText(en['pwa.offline.body']!)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${en['pwa.offline.title']} · Promoter Portal`);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  // Still no /api/ answer stored after the offline load.
  expect((await cachedUrls(page)).filter((path) => path.startsWith('/api/'))).toEqual([]);

  // Try again loads the page again: still offline, the offline page again.
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  await page.getByRole('button', { name: en['pwa.offline.retry']! }).click();
  // A page mid-navigation has no context to ask: asked again until the new page answers.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { before?: boolean }).before ?? false).catch(() => true),
    )
    .toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['pwa.offline.title']!);
  // Back online, the page that was asked for opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Withdraw Requests', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/portal/user/withdraw-requests');
});

test('the offline page speaks the language the promoter reads the portal in (Tamil)', async ({
  page,
  context,
  request,
}) => {
  const ta = catalogue('ta');
  // Registered with Tamil as the mother tongue: the portal is Tamil (docs/product/languages.md).
  const user = await registerUserViaApi(request, undefined, { language: 'Tamil' });
  await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
  await expect(page.locator('#user-dashboard-panel')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.goto(PATHS.userDashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta['pwa.offline.title']!);
  await expect(page.getByText(ta['pwa.offline.body']!)).toBeVisible();
  await expect(page.getByRole('button', { name: ta['pwa.offline.retry']! })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
});

test("a promoter's second visit offers to install the portal, once", async ({ page, request }) => {
  const user = await registerUserViaApi(request);
  // The first visit was two hours ago (what this browser remembers: features/pwa/install-prompt.ts).
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('portal.install-offer'))
      window.localStorage.setItem(
        'portal.install-offer',
        JSON.stringify({
          visits: 1,
          lastSeenAt: Date.now() - 2 * 3600_000,
          offeredOnVisit: null,
          answered: false,
        }),
      );
  });
  const offerInstall = () =>
    page.evaluate(() => {
      // What Chromium hands a page it finds installable.
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
      // The portal keeps the prompt for its own offer (features/pwa/install-prompt.ts).
      return event.defaultPrevented;
    });
  const banner = page.getByRole('region', { name: 'Install Promoter Portal' });

  await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
  await expect(page.locator('#user-dashboard-panel')).toBeVisible();
  expect(await offerInstall()).toBe(true);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

  // Answered: not offered again, on a reload or a later visit.
  await page.reload();
  await expect(page.locator('#user-dashboard-panel')).toBeVisible();
  expect(await offerInstall()).toBe(true);
  await afterNextPaint(page);
  await expect(banner).toHaveCount(0);
});

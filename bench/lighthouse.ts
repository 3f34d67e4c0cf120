/**
 * Lighthouse mobile scores of the pages a visitor and a user open first: /login, /register (with
 * a sponsor's code, as a registration link opens it) and the user dashboard, in English and in
 * Tamil (issue 16: both must stay at 95 or more). Starts the built portal (apps/api/dist serving
 * apps/web/dist) on a fresh embedded database in a temporary folder, registers and signs in a user
 * per language through the public API for the dashboard (registered with that mother tongue, so
 * the account's portal language is that language; its session cookie goes with every request
 * Lighthouse makes), runs Lighthouse with its default mobile settings (simulated slow 4G, 4× CPU
 * slowdown) in Debian's Chromium set to that language (what a visitor's page follows), and prints
 * the median run of each page. A Tamil run that fetched no Tamil font, or an English one that
 * fetched an Indian font, was not shown in the language it names and stops the benchmark. Then it
 * asks Chromium whether the portal is installable (what Lighthouse's installability audit asked
 * before Lighthouse 12 dropped it) and stops the benchmark if it is not; with
 * LIGHTHOUSE_REPEAT_VISIT=1 it measures a returning visitor's load, the service worker in control
 * (docs/decisions/185-installable-app-and-sharing.md). See bench/README.md, "Lighthouse".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { SESSION_COOKIE } from '@portal/shared';
import { API_ENTRY, BENCH_DIR, REPO_ROOT, checkApiBuild, freePort, log, sleep } from './common.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
/**
 * Lighthouse turns the page's CPU time into its scores (×4 for a phone), so other work on the
 * machine lowers them. Before each run, wait up to this many seconds for the 1-minute load
 * average to drop to the number of CPUs.
 */
const QUIET_WAIT_S = Number(process.env.LIGHTHOUSE_QUIET_WAIT ?? 120);
/** When set, every run's full report (JSON) is written there, to see what a score is made of. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** The built web app to serve; another folder than apps/web/dist to measure a build of one's own. */
const WEB_DIST = path.resolve(process.env.LIGHTHOUSE_WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist'));
const ROOT_USERNAME = 'lh_root';
const ROOT_PASSWORD = `Lh-root-${randomInt(1e9)}`;
const USER_PASSWORD = `Lh-user-${randomInt(1e9)}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGE_NAMES = ['login', 'register', 'dashboard'] as const;
/**
 * `1`: measure a returning visitor's load instead of a first one. Lighthouse keeps the origin's
 * storage between runs (the service worker, its caches, the language kept in the browser), and a
 * first, uncounted run per page installs the service worker; Lighthouse still empties the HTTP
 * cache before each run, so what is not in the service worker's caches comes from the network.
 */
const REPEAT_VISIT = process.env.LIGHTHOUSE_REPEAT_VISIT === '1';
/** Which pages to measure (comma-separated), all three by default: to look at one page faster. */
const PAGES = (process.env.LIGHTHOUSE_PAGES || PAGE_NAMES.join(',')).split(',');

/** The languages to measure each page in, and how each is chosen and recognised. */
const LANGUAGES = {
  en: { motherTongue: 'English', font: null },
  ta: { motherTongue: 'Tamil', font: 'noto-sans-tamil' },
} as const;
type Language = keyof typeof LANGUAGES;
const LANGUAGE_CODES = (process.env.LIGHTHOUSE_LANGUAGES || 'en,ta').split(',') as Language[];

if (!LANGUAGE_CODES.every((code) => code in LANGUAGES)) {
  throw new Error(`LIGHTHOUSE_LANGUAGES must name some of ${Object.keys(LANGUAGES).join(', ')}`);
}
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) throw new Error('LIGHTHOUSE_RUNS must be 1 to 15');
if (!PAGES.every((page) => (PAGE_NAMES as readonly string[]).includes(page))) {
  throw new Error(`LIGHTHOUSE_PAGES must name some of ${PAGE_NAMES.join(', ')}`);
}
if (!(QUIET_WAIT_S >= 0)) throw new Error('LIGHTHOUSE_QUIET_WAIT must be a number of seconds');

let server: ChildProcess | undefined;
let chrome: LaunchedChrome | undefined;
let lighthouseVersion = '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));

function cleanUp(): void {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  chrome?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => process.exit(130));
}

function checkWebBuild(): void {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first`);
  }
  const assets = readdirSync(path.join(WEB_DIST, 'assets'));
  if (!assets.some((file) => file.endsWith('.br'))) {
    log('warning: apps/web/dist has no pre-compressed .br files; the assets go out uncompressed');
  }
}

/** The built portal on a free loopback port, with an embedded database in `dataDir`. */
async function startPortal(): Promise<string> {
  const port = await freePort();
  server = spawn(process.execPath, [API_ENTRY], {
    // Not the repository root: the server loads a .env from its working directory.
    cwd: BENCH_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
      SUPERADMIN_USERNAME: ROOT_USERNAME,
      SUPERADMIN_PASSWORD: ROOT_PASSWORD,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the portal exited during start-up (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/ready`, { signal: AbortSignal.timeout(2000) })).ok) return baseUrl;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the portal did not become ready within 120 s');
    await sleep(250);
  }
}

async function post(baseUrl: string, url: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Registers a user under the super admin and signs them in: returns the super admin's promoter
 * code (the registration page needs a sponsor's code in its address) and the user's session cookie.
 */
async function prepareAccounts(
  baseUrl: string,
  language: Language,
): Promise<{ promoterCode: string; cookie: string }> {
  const root = await post(baseUrl, '/api/v1/auth/login', {
    username: ROOT_USERNAME,
    password: ROOT_PASSWORD,
  });
  const { user } = (await root.json()) as { user: { promoter_code: string } };
  const username = `lh_user_${randomInt(1e6)}`;
  await post(baseUrl, '/api/v1/auth/register', {
    first_name: 'Kavya',
    last_name: 'Raman',
    dob: '1992-08-15',
    mobile: `9${randomInt(100_000_000, 999_999_999)}`,
    nationality: 'India',
    state: 'Karnataka',
    district: 'Mysore',
    city: 'Mysore',
    pin_code: '570001',
    language: LANGUAGES[language].motherTongue,
    username,
    password: USER_PASSWORD,
    password_confirmation: USER_PASSWORD,
    referral_code: user.promoter_code,
  });
  const login = await post(baseUrl, '/api/v1/auth/login', { username, password: USER_PASSWORD });
  const { token } = (await login.json()) as { token: string };
  return { promoterCode: user.promoter_code, cookie: `${SESSION_COOKIE}=${token}` };
}

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferKb: number;
  requests: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The machine's 1-minute load average after the run: other work inflates the CPU figures. */
  load: number;
}

function summarise(page: string, lhr: Result): PageResult {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    transferKb: numeric('total-byte-weight') / 1024,
    requests: items.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load: os.loadavg()[0] ?? NaN,
  };
}

async function waitForQuiet(): Promise<void> {
  const deadline = Date.now() + QUIET_WAIT_S * 1000;
  const cpus = os.cpus().length;
  while ((os.loadavg()[0] ?? 0) > cpus && Date.now() < deadline) await sleep(5000);
}

/**
 * One Lighthouse run. A run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP: the
 * machine was too busy) is tried again, up to three times; any other failure stops the benchmark.
 */
async function runLighthouse(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 3 || !['NO_NAVSTART', 'NO_FCP'].includes(error.code)) {
      throw new Error(`${url}: ${error.message}`);
    }
    log(`${url}: ${error.code}, trying again`);
  }
}

async function audit(
  url: string,
  page: string,
  cookie: string | undefined,
  check: (lhr: Result) => void,
): Promise<PageResult> {
  if (!chrome) throw new Error('Chromium is not running');
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    ...(REPEAT_VISIT ? { disableStorageReset: true } : {}),
  };
  if (REPEAT_VISIT) {
    await runLighthouse(url, flags);
    log(`${page}: first visit done (not counted), the service worker installed`);
  }
  const runs: PageResult[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await waitForQuiet();
    const lhr = await runLighthouse(url, flags);
    if (lhr.finalDisplayedUrl !== url) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the page redirected`);
    }
    check(lhr);
    lighthouseVersion = lhr.lighthouseVersion;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const summary = summarise(page, lhr);
    log(
      `${page} run ${run}/${RUNS}: performance ${summary.scores.performance}, LCP ${summary.lcpMs.toFixed(0)} ms`,
    );
    runs.push(summary);
  }
  // The median run by performance score, as Lighthouse's own guidance for variable scores.
  runs.sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
  return runs[Math.floor((runs.length - 1) / 2)]!;
}

/** Stops the benchmark when a run was not shown in `language` (see the file's comment). */
function checkShownIn(language: Language, url: string, lhr: Result): void {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const fonts = items.map((item) => item.url).filter((address) => /noto-sans-[a-z]+-/.test(address));
  const expected = LANGUAGES[language].font;
  const shown = expected ? fonts.some((address) => address.includes(expected)) : fonts.length === 0;
  if (!shown) {
    throw new Error(`${url} in ${language} fetched ${fonts.length ? fonts.join(', ') : 'no Indian font'}`);
  }
}

/**
 * Chromium's own installability check on /login, in the Chromium Lighthouse drives (a profile of
 * its own, not incognito), once the service worker controls the page: Lighthouse 12 no longer has
 * the audit that asked it. Stops the benchmark when the portal is not installable.
 */
async function checkInstallable(baseUrl: string, port: number): Promise<string> {
  // A build from before the installable app (LIGHTHOUSE_WEB_DIST) has nothing to check.
  if (!existsSync(path.join(WEB_DIST, 'sw.js'))) return 'no service worker in this build: not checked';
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.waitForFunction(
      () => {
        // The benchmark's TypeScript has no DOM types: the page's navigator, as far as this reads it.
        const { navigator } = globalThis as unknown as {
          navigator: { serviceWorker?: { controller: { state: string } | null } };
        };
        return navigator.serviceWorker?.controller?.state === 'activated';
      },
      undefined,
      { timeout: 60_000 },
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    await page.close();
    if (installabilityErrors.length > 0) {
      throw new Error(`not installable: ${installabilityErrors.map((error) => error.errorId).join(', ')}`);
    }
    return 'installable (no installability errors)';
  } finally {
    // Only the connection: the Chromium is chrome-launcher's, which kills it.
    await browser.close();
  }
}

async function auditLanguage(baseUrl: string, language: Language): Promise<PageResult[]> {
  const { promoterCode, cookie } = await prepareAccounts(baseUrl, language);
  chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--lang=${language}`,
      `--accept-lang=${language}`,
    ],
  });
  const results: PageResult[] = [];
  const page = async (url: string, name: string, pageCookie?: string) => {
    const result = await audit(url, `${name} (${language})`, pageCookie, (lhr) =>
      checkShownIn(language, url, lhr),
    );
    results.push(result);
  };
  if (PAGES.includes('login')) await page(`${baseUrl}/login`, '/login');
  if (PAGES.includes('register'))
    await page(`${baseUrl}/register?promoter_code=${promoterCode}`, '/register');
  if (PAGES.includes('dashboard')) await page(`${baseUrl}/portal/user/dashboard`, 'user dashboard', cookie);
  log(`${language}: ${await checkInstallable(baseUrl, chrome.port)}`);
  chrome.kill();
  chrome = undefined;
  return results;
}

async function main(): Promise<void> {
  checkApiBuild();
  checkWebBuild();
  const baseUrl = await startPortal();
  log(`portal at ${baseUrl}`);
  const results: PageResult[] = [];
  for (const language of LANGUAGE_CODES) results.push(...(await auditLanguage(baseUrl, language)));
  const rows = results.map((r) => ({
    page: r.page,
    performance: r.scores.performance,
    accessibility: r.scores.accessibility,
    'best-practices': r.scores['best-practices'],
    seo: r.scores.seo,
    'FCP ms': Math.round(r.fcpMs),
    'LCP ms': Math.round(r.lcpMs),
    'TBT ms': Math.round(r.tbtMs),
    CLS: Number(r.cls.toFixed(3)),
    'SI ms': Math.round(r.speedIndexMs),
    'transfer KB': Math.round(r.transferKb),
    requests: r.requests,
    'CPU index': Math.round(r.benchmarkIndex),
    load: Number(r.load.toFixed(1)),
  }));
  log(
    `Lighthouse ${lighthouseVersion} mobile, ${REPEAT_VISIT ? 'a returning visit' : 'a first visit'}, median of ${RUNS} run(s) per page:`,
  );
  console.table(rows);
  server?.kill('SIGTERM');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

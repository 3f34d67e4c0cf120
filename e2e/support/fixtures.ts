import { randomInt } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_BASE_URL, ROOT_PASSWORD, ROOT_USERNAME } from './constants';

let sequence = 0;

/** A stamp unique across workers and runs: random digits plus this worker's sequence. */
function uniqueStamp(): string {
  sequence += 1;
  return `${randomInt(100_000, 999_999)}${sequence % 10}`;
}

/** A unique, valid registration for the API or the form. */
export function newRegistration(referralCode: string) {
  const stamp = uniqueStamp();
  return {
    first_name: 'Kavya',
    last_name: 'Raman',
    dob: '1992-08-15',
    mobile: `97${stamp}${randomInt(0, 10)}`,
    nationality: 'India',
    state: 'Karnataka',
    district: 'Mysore',
    city: 'Mysore',
    pin_code: '570001',
    // A new account starts in its mother tongue's portal language (docs/product/languages.md): the
    // tests read the English screens, so their promoters speak English.
    language: 'English',
    username: `kavya_${stamp}`,
    password: 'Secret@123',
    password_confirmation: 'Secret@123',
    referral_code: referralCode,
  };
}
export type Registration = ReturnType<typeof newRegistration>;

/** Letters only, unique per call: a first name that the users search matches in one test's rows alone. */
export function uniqueToken(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
  return `${prefix}${letters}`;
}

/**
 * A fresh PAN (five letters, four digits, a letter), so no other test's promoter holds it: a shared
 * PAN is a fraud sign on Withdraw Request (docs/decisions/175-pan-on-bank-details.md).
 */
export function uniquePan(): string {
  const letter = () => String.fromCharCode(65 + randomInt(0, 26));
  const letters = Array.from({ length: 5 }, letter).join('');
  return `${letters}${String(randomInt(0, 10_000)).padStart(4, '0')}${letter()}`;
}

/** A unique username and 10-digit mobile for accounts made through the UI. */
export function uniqueAccount(prefix: string) {
  const stamp = uniqueStamp();
  return { username: `${prefix}_${stamp}`, mobile: `96${stamp}${randomInt(0, 10)}` };
}

/**
 * Mutating calls authenticated by the cookie must come from the portal's own origin
 * (docs/product/accounts.md, Sessions).
 */
export const SAME_ORIGIN = { Origin: E2E_BASE_URL };

/** The body of an answer that must have `status` (default 200); the answer's text when it has not. */
export async function ok<T = unknown>(
  response: { status(): number; text(): Promise<string>; json(): Promise<unknown> },
  status = 200,
): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * Creates an admin through the API, as the super admin signed in on `root`; returns what was
 * sent and the new account's id and promoter code. The username starts with `prefix`, unique per call.
 */
export async function createAdminViaApi(
  root: APIRequestContext,
  prefix: string,
  { first_name = 'Asha', last_name = 'Verma', password = 'Kestrel-Orbit-74' } = {},
) {
  const { username, mobile } = uniqueAccount(prefix);
  const created = await ok<{ id: number; promoter_code: string }>(
    await root.post('/api/v1/admins', {
      headers: SAME_ORIGIN,
      data: { first_name, last_name, mobile, username, password, password_confirmation: password },
    }),
    201,
  );
  return {
    id: created.id,
    promoter_code: created.promoter_code,
    first_name,
    last_name,
    username,
    password,
    mobile,
  };
}

export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/v1/auth/login', { data: { username, password } });
}

let rootCode: string | undefined;

/** The super admin's promoter code (read once per worker: it never changes while the server runs). */
export async function rootPromoterCode(request: APIRequestContext): Promise<string> {
  if (rootCode) return rootCode;
  const response = await apiLogin(request, ROOT_USERNAME, ROOT_PASSWORD);
  expect(response.ok(), await response.text()).toBeTruthy();
  rootCode = (await response.json()).user.promoter_code as string;
  return rootCode;
}

/**
 * Registers a user through the API under the root's code (or `referralCode`); returns the whole
 * payload. Every test makes the accounts it needs this way: the server starts on an empty
 * database, so no test depends on rows another test or a seed left behind.
 */
export async function registerUserViaApi(
  request: APIRequestContext,
  referralCode?: string,
  overrides: Partial<Registration> = {},
) {
  const payload = { ...newRegistration(referralCode ?? (await rootPromoterCode(request))), ...overrides };
  const response = await request.post('/api/v1/auth/register', { data: payload });
  expect(response.status(), await response.text()).toBe(201);
  return payload;
}

/**
 * Holds the requests matching `url` until the returned `release()` is called, so a loading state
 * stays on screen exactly as long as the test looks at it (no guessed delay).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves after the page has painted twice: by then React has rendered everything the events
 * so far caused (validation included), so the absence of a message means something.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Signs the page in through the API: the session cookie lands in the page's context. Opens `path`
 * (default: nothing) and waits until the shell has the user.
 */
export async function loginViaApi(page: Page, username: string, password: string, path?: string) {
  const response = await apiLogin(page.request, username, password);
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  if (path) await page.goto(path);
  return body.user as { id: number; username: string; role: number; promoter_code: string };
}

export async function loginAsRoot(page: Page, path?: string) {
  return loginViaApi(page, ROOT_USERNAME, ROOT_PASSWORD, path);
}

export async function loginViaForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A toast with this text (sonner renders them as list items in a notifications region). */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** The portal shell's sidebar (an <aside>, i.e. the complementary landmark). */
export function sidebar(page: Page): Locator {
  return page.getByRole('complementary');
}

export function headerTitle(page: Page): Locator {
  return page.getByTestId('header-title');
}

/** The accessible names and hrefs of the sidebar's links, in order. */
export async function sidebarLinks(page: Page) {
  const result: { label: string; href: string | null }[] = [];
  for (const link of await sidebar(page).getByRole('link').all()) {
    result.push({
      label: (await link.innerText()).trim() || ((await link.getAttribute('title')) ?? ''),
      href: await link.getAttribute('href'),
    });
  }
  return result;
}

/** The non-placeholder option texts of a <select>. */
export async function optionTexts(select: Locator): Promise<string[]> {
  return select
    .getByRole('option')
    .evaluateAll((options) =>
      options
        .filter((option) => (option as HTMLOptionElement).value !== '')
        .map((o) => o.textContent!.trim()),
    );
}

export const test = base;
export { expect };
export const ROOT = { username: ROOT_USERNAME, password: ROOT_PASSWORD };

/** The first worksheet of a downloaded xlsx file, read back with a real xlsx reader. */
export async function firstSheetOf(download: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook.worksheets[0]!;
}

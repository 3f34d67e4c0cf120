import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loadMessageCatalogue, type UiLanguage } from '@portal/shared';
import { PATHS } from '../../support/constants';
import {
  apiLogin,
  createAdminViaApi,
  expect,
  loginViaApi,
  loginViaForm,
  registerUserViaApi,
  ROOT,
  SAME_ORIGIN,
  test,
  toast,
} from '../../support/fixtures';

/**
 * Choosing the portal's language (docs/product/languages.md): a visitor's choice stays in the
 * browser, an account's follows it to another browser, a new account starts in its mother tongue.
 */
const picker = (page: Page) => page.getByTestId('language-picker');
/** The open list of languages, named 'Language' in the page's language. */
const languageList = (page: Page) => page.locator('ul[id]').filter({ has: page.locator('button[lang]') });

async function choose(page: Page, name: string) {
  await picker(page).click();
  await languageList(page).getByRole('button', { name, exact: true }).click();
}

test('a visitor picks Tamil on the login page; it stays after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const box = await picker(page).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await picker(page).click();
  // Each language in its own script.
  const choices = languageList(page).getByRole('button');
  await expect(choices).toHaveText(['English', 'தமிழ்', 'हिन्दी', 'తెలుగు', 'ಕನ್ನಡ', 'മലയാളം']);
  await expect(choices.first()).toHaveAttribute('aria-current', 'true');
  await choices.filter({ hasText: 'தமிழ்' }).click();
  await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
  await choose(page, 'English');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('shows a visitor the Hindi pages until they choose another', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'प्रमोटर बनकर देखें, सीखें और कमाएँ' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'लॉगिन' })).toBeVisible();
    await expect(page.getByLabel('यूज़रनेम')).toBeVisible();
  });
});

test('an account keeps its language: chosen in the header, it follows the user to a fresh browser', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, one after the other.
  test.slow();
  const { username, password } = await registerUserViaApi(request);
  await loginViaApi(page, username, password, '/portal/user/dashboard');
  await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/ui-language'));
  await choose(page, 'മലയാളം');
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('header-title')).toHaveText('ഡാഷ്ബോർഡ്');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'എന്റെ പിന്നുകൾ' })).toBeVisible();

  // Another phone: nothing kept in its browser, the account says Malayalam.
  const other = await browser.newContext({ locale: 'en-US' });
  const fresh = await other.newPage();
  await loginViaForm(fresh, username, password);
  await expect(fresh.getByTestId('header-title')).toHaveText('ഡാഷ്ബോർഡ്');
  await other.close();
});

test('a new account registered with Tamil starts in Tamil', async ({ page, request }) => {
  const { username, password } = await registerUserViaApi(request, undefined, { language: 'Tamil' });
  await loginViaForm(page, username, password);
  await expect(page.getByTestId('header-title')).toHaveText('டாஷ்போர்டு');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'என் பின்கள்' })).toBeVisible();
  // The account's language, not the visitor's: it is the server's answer that set it.
  const me = await page.request.get('/api/v1/auth-user', { headers: SAME_ORIGIN });
  expect((await me.json()).ui_language).toBe('ta');
});

/** The text of a key of the web catalogue of `language`, as a screen shows it. */
function webTexts(language: UiLanguage): (key: string) => string {
  const file = new URL(`../../../apps/web/src/locales/${language}/messages.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key) => {
    const text = catalogue[key];
    if (text === undefined) throw new Error(`No ${key} in the ${language} catalogue`);
    return text;
  };
}

/** What GET auth-user says the signed-in account's language is: the account row's. */
async function accountLanguage(page: Page): Promise<string> {
  const me = await page.request.get('/api/v1/auth-user', { headers: SAME_ORIGIN });
  expect(me.status()).toBe(200);
  return (await me.json()).ui_language as string;
}

/** Chooses `name` with the picker of the profile screen and waits for the account to keep it. */
async function chooseOnProfile(page: Page, name: string) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/ui-language') && response.request().method() === 'PUT',
  );
  await page.getByTestId('profile-language-picker').click();
  await languageList(page).getByRole('button', { name, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test('a user chooses Tamil on Profile Settings: the account keeps it, the whole screen and its messages read in Tamil, after a reload too', async ({
  page,
  request,
}) => {
  const ta = webTexts('ta');
  const taShared = await loadMessageCatalogue('ta');
  const { username, password } = await registerUserViaApi(request);
  await loginViaApi(page, username, password, PATHS.userProfile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile Settings');
  // A labelled section of the profile, with the language shown in its own script.
  await expect(page.getByRole('heading', { name: 'Language', exact: true })).toBeVisible();
  await expect(page.getByTestId('profile-language-picker')).toHaveAccessibleName('Language: English');

  await chooseOnProfile(page, 'தமிழ்');
  // The whole screen at once: the page, its sections, the header and the menu.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('profile.page.title'));
  await expect(page.getByRole('heading', { name: ta('language.picker.label'), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: ta('profile.personal.title'), exact: true })).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText(ta('layout.header.title.user'));
  await expect(page.getByTestId('sidebar').getByRole('link', { name: ta('nav.myPins') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  // The account row changed, not only this browser.
  expect(await accountLanguage(page)).toBe('ta');

  // The shared messages too: a field's error (the schema's key) and a toast (a shared English text).
  const firstName = page.locator('input[name="first_name"]');
  await firstName.fill('');
  await page.getByRole('button', { name: ta('profile.personal.save') }).click();
  await expect(page.getByText(taShared['register.first_name_required'], { exact: true })).toBeVisible();
  await firstName.fill('Kavitha');
  await page.getByRole('button', { name: ta('profile.personal.save') }).click();
  await expect(toast(page, ta('toast.updated'))).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('profile.page.title'));
  await expect(page.getByTestId('profile-language-picker')).toHaveText('தமிழ்');
});

test('an admin chooses Hindi on the admin profile: the account keeps it and the screen reads in Hindi', async ({
  page,
  request,
}) => {
  const hi = webTexts('hi');
  expect((await apiLogin(request, ROOT.username, ROOT.password)).status()).toBe(200);
  const { username, password } = await createAdminViaApi(request, 'admin');

  await loginViaApi(page, username, password, PATHS.adminProfile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile Settings');
  await chooseOnProfile(page, 'हिन्दी');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('paymentDetails.profile.title'));
  await expect(page.getByRole('heading', { name: hi('language.picker.label'), exact: true })).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText(hi('layout.header.title.admin'));
  expect(await accountLanguage(page)).toBe('hi');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('paymentDetails.profile.title'));
});

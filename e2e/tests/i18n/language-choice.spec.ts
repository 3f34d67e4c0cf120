import type { Page } from '@playwright/test';
import {
  expect,
  loginViaApi,
  loginViaForm,
  registerUserViaApi,
  SAME_ORIGIN,
  test,
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

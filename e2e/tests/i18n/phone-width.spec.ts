import type { Page } from '@playwright/test';
import { apiLogin, createAdminViaApi, ok, registerUserViaApi, SAME_ORIGIN } from '../../support/fixtures';
import { settled } from '../../support/language-walk';
import { expect, test } from '../../support/programme';

// On a 390 px phone no screen scrolls sideways in the Indian languages, whose labels are often one
// long word ('அங்கீகரிக்கப்பட்ட பின் கோரிக்கைகள்' pushed the admin dashboard 18 px wide): a word
// longer than its box breaks (apps/web/src/index.css, docs/decisions/129-self-hosted-indian-fonts.md).
test.use({ viewport: { width: 390, height: 844 } });

const USER_SCREENS = [
  'dashboard',
  'promotion-videos',
  'referrals',
  'pin-requests',
  'earnings-history',
  'withdraw-requests',
  'profile-settings',
];
const ADMIN_SCREENS = [
  'dashboard',
  'users',
  'withdraw-request',
  'pin-requests',
  'referral-settings',
  'quiz-attempts',
];

/** How far the screen at `path` reaches past the phone's width (0 when it fits). */
async function overflowAt(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await settled(page);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const MOTHER_TONGUES = { ta: 'Tamil', ml: 'Malayalam' } as const;

for (const [language, motherTongue] of Object.entries(MOTHER_TONGUES)) {
  test(`in ${motherTongue}, no user or admin screen scrolls sideways at 390 px`, async ({
    page,
    programme,
  }) => {
    test.slow(); // thirteen screens
    const user = await registerUserViaApi(page.request, undefined, { language: motherTongue });
    await ok(await apiLogin(page.request, user.username, user.password));
    const wide: string[] = [];
    for (const screen of USER_SCREENS) {
      const overflow = await overflowAt(page, `/portal/user/${screen}`);
      if (overflow > 0) wide.push(`user ${screen}: ${overflow} px`);
    }
    // The shown language is the account's: the check read the screens in it.
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await page.context().clearCookies();
    const admin = await createAdminViaApi(programme.root, `wide${language}`);
    await ok(await apiLogin(page.request, admin.username, admin.password));
    await ok(await page.request.put('/api/v1/ui-language', { data: { language }, headers: SAME_ORIGIN }));
    for (const screen of ADMIN_SCREENS) {
      const overflow = await overflowAt(page, `/portal/admin/${screen}`);
      if (overflow > 0) wide.push(`admin ${screen}: ${overflow} px`);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(wide, 'screens wider than the phone').toEqual([]);
  });
}

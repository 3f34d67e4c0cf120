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

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('in Tamil, the filter bar’s choices and date fields show their whole text', async ({
    page,
    programme,
  }) => {
    const admin = await createAdminViaApi(programme.root, 'filterta');
    await ok(await apiLogin(page.request, admin.username, admin.password));
    await ok(
      await page.request.put('/api/v1/ui-language', { data: { language: 'ta' }, headers: SAME_ORIGIN }),
    );
    await page.goto('/portal/admin/withdraw-request');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    // Each field's text (a choice's shown option, a date field's placeholder) measured in the
    // field's own font, against the room the field gives it.
    const cut = await page.evaluate(async (SELECT_ARROW_PX) => {
      await document.fonts.ready;
      const context = document.createElement('canvas').getContext('2d')!;
      const fields = Array.from(
        document.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input[placeholder]'),
      );
      return fields.flatMap((field) => {
        const style = getComputedStyle(field);
        // A placeholder has its own size (placeholder:text-sm).
        const textStyle =
          field instanceof HTMLSelectElement ? style : getComputedStyle(field, '::placeholder');
        context.font = `${textStyle.fontWeight} ${textStyle.fontSize} ${textStyle.fontFamily}`;
        const text =
          field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? '') : field.placeholder;
        // Chromium draws a choice's arrow inside its padding box, beside the text.
        const arrow = field instanceof HTMLSelectElement ? SELECT_ARROW_PX : 0;
        const room =
          field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
        const width = context.measureText(text).width;
        return width > room
          ? [`${field.id || field.name}: '${text}' needs ${Math.ceil(width)} px, has ${room}`]
          : [];
      });
    }, 20);
    expect(cut).toEqual([]);
  });
});

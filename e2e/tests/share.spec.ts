import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { PATHS } from '../support/constants';
import { afterNextPaint, expect, loginViaApi, registerUserViaApi, test } from '../support/fixtures';

/**
 * Sharing the registration link (issue 20, point 3; docs/decisions/185-installable-app-and-sharing.md):
 * on the dashboard and My Promoters, Share opens the phone's share sheet with the link and a line
 * in the promoter's language; without the Web Share API (or when the browser refuses it) a
 * WhatsApp link and Copy stand in; the link's QR code is shown and downloaded.
 */

type Catalogue = Record<string, string>;

function catalogue(language: 'en' | 'ta'): Catalogue {
  const file = new URL(`../../apps/web/src/locales/${language}/messages.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

const MY_PROMOTERS = '/portal/user/referrals';

/** The registration link of `code` on the page's origin. */
function linkOf(page: Page, code: string): string {
  return `${new URL(page.url()).origin}/register?promoter_code=${code}`;
}

/** Where each screen shows the share buttons. */
function shareArea(page: Page, screen: 'dashboard' | 'my promoters'): Locator {
  return screen === 'dashboard'
    ? page.locator('#user-dashboard-panel')
    : page.getByRole('region', { name: 'Grow your team' });
}

/** axe's WCAG 2.1 A and AA rules, as e2e/tests/public/accessibility.spec.ts checks the first screens. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

interface SharedData {
  title?: string;
  text?: string;
  url?: string;
}

test.describe('without the Web Share API', () => {
  test.beforeEach(async ({ page, context }) => {
    // A desktop browser: no share sheet.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (Navigator.prototype as { canShare?: unknown }).canShare;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Share falls back to a WhatsApp link and Copy, on the dashboard and on My Promoters', async ({
    page,
    request,
  }) => {
    const en = catalogue('en');
    const user = await registerUserViaApi(request);
    const { promoter_code: code } = await loginViaApi(
      page,
      user.username,
      user.password,
      PATHS.userDashboard,
    );
    const link = linkOf(page, code);
    const text = en['share.text']!.replace('{code}', code);

    for (const [screen, path] of [
      ['dashboard', PATHS.userDashboard],
      ['my promoters', MY_PROMOTERS],
    ] as const) {
      await page.goto(path);
      const area = shareArea(page, screen);
      await expect(area.getByRole('button', { name: 'Copy registration link' })).toBeVisible();
      await expect(area.getByRole('button', { name: 'Share', exact: true }), screen).toHaveCount(0);

      const whatsApp = area.getByRole('link', { name: 'WhatsApp' });
      await expect(whatsApp).toBeVisible();
      await expect(whatsApp).toHaveAttribute('target', '_blank');
      const href = (await whatsApp.getAttribute('href'))!;
      expect(href, screen).toBe(`https://wa.me/?text=${encodeURIComponent(`${text}\n${link}`)}`);
      expect(href).toContain(encodeURIComponent(link));
      expect(new URL(href).searchParams.get('text')).toBe(`${text}\n${link}`);

      await page.evaluate(() => navigator.clipboard.writeText(''));
      await area.getByRole('button', { name: 'Copy registration link' }).click();
      await expect(area.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText()), screen).toBe(link);
    }
  });

  test('the QR code of the link is shown and downloaded as a PNG that encodes the link', async ({
    page,
    request,
  }) => {
    const user = await registerUserViaApi(request);
    const { promoter_code: code } = await loginViaApi(page, user.username, user.password, MY_PROMOTERS);
    const link = linkOf(page, code);

    await expect(shareArea(page, 'my promoters')).toBeVisible();
    await expectNoViolations(page);
    await shareArea(page, 'my promoters').getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code of your registration link' });
    const picture = dialog.getByRole('img', { name: 'QR code of your registration link' });
    await expect(picture).toBeVisible();
    await expect(dialog.getByText(link, { exact: true })).toBeVisible();
    await expectNoViolations(page);

    // The picture's dark and light squares are those of the link's QR code.
    const expected = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
    const drawn = await picture.evaluate(async (element, size) => {
      const image = element as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const margin = 2;
      const scale = image.naturalWidth / (size + 2 * margin);
      const dark: boolean[] = [];
      for (let row = 0; row < size; row++)
        for (let column = 0; column < size; column++) {
          const x = Math.floor((margin + column + 0.5) * scale);
          const y = Math.floor((margin + row + 0.5) * scale);
          dark.push(context.getImageData(x, y, 1, 1).data[0]! < 128);
        }
      return dark;
    }, expected.size);
    expect(drawn).toEqual(Array.from(expected.data, (module) => module === 1));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download QR code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`registration-link-${code}.png`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const shown = (await picture.getAttribute('src'))!;
    expect(bytes.equals(Buffer.from(shown.split(',')[1]!, 'base64'))).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('with the Web Share API', () => {
  test("Share opens the share sheet with the link and a line in the promoter's language", async ({
    page,
    request,
  }) => {
    const ta = catalogue('ta');
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
    // A Tamil promoter: the portal, and the line shared, are in Tamil.
    const user = await registerUserViaApi(request, undefined, { language: 'Tamil' });
    const { promoter_code: code } = await loginViaApi(
      page,
      user.username,
      user.password,
      PATHS.userDashboard,
    );
    const link = linkOf(page, code);
    const expected: SharedData = {
      title: ta['layout.brand'],
      text: ta['share.text']!.replace('{code}', code),
      url: link,
    };

    for (const [screen, path] of [
      ['dashboard', PATHS.userDashboard],
      ['my promoters', MY_PROMOTERS],
    ] as const) {
      await page.goto(path);
      const area =
        screen === 'dashboard'
          ? page.locator('#user-dashboard-panel')
          : page.getByRole('region', { name: ta['share.invite.title']! });
      // The share sheet replaces the WhatsApp link.
      await expect(area.getByRole('link', { name: ta['share.whatsApp']! })).toHaveCount(0);
      await area.getByRole('button', { name: ta['share.share']!, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: SharedData[] }).shared), {
          message: screen,
        })
        .toEqual([expected]);
    }
  });

  test('a share sheet the browser refuses gives way to WhatsApp; one the promoter closes does not', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const answers = ['AbortError', 'NotAllowedError'];
      const calls = { count: 0 };
      (window as unknown as { calls: typeof calls }).calls = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: () => {
          calls.count += 1;
          return Promise.reject(new DOMException('No share sheet', answers.shift()));
        },
      });
    });
    const user = await registerUserViaApi(request);
    await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
    const area = shareArea(page, 'dashboard');
    const share = area.getByRole('button', { name: 'Share', exact: true });

    // Closing the sheet (AbortError) is the promoter's choice: Share stays.
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { calls: { count: number } }).calls.count))
      .toBe(1);
    await afterNextPaint(page);
    await expect(share).toBeVisible();
    await expect(area.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
    // Refused (NotAllowedError): the WhatsApp link takes its place.
    await share.click();
    await expect(area.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(share).toHaveCount(0);
  });
});

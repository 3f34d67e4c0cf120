import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/**
 * Self-hosted Indian-script fonts, each fetched only by a page that shows its script
 * (docs/product/languages.md, Fonts; apps/web/src/fonts.css). Debian's Chromium has no Indian
 * system font: without ours, Tamil would show as boxes.
 */
const INDIAN_FONT = /noto-sans-(tamil|devanagari|telugu|kannada|malayalam)-[a-z]+-\d+-normal[^/]*\.woff2/;

/** The Indian-script font files the page asks for, by script. */
function fontRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const match = INDIAN_FONT.exec(request.url());
    if (match) scripts.push(match[1]!);
  });
  return scripts;
}

/** Every font the page uses has loaded (or failed): what it will fetch, it has asked for. */
async function fontsSettled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

test('the English login page fetches no Indian-script font', async ({ page }) => {
  const fetched = fontRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await fontsSettled(page);
  expect(fetched).toEqual([]);
});

test.describe('in Tamil', () => {
  // A browser set to Tamil, with nothing chosen yet, gets the Tamil portal.
  test.use({ locale: 'ta-IN' });

  test('the login page fetches the Tamil font and no other', async ({ page }) => {
    const fetched = fontRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
    await fontsSettled(page);
    expect(fetched.length).toBeGreaterThan(0);
    expect(new Set(fetched)).toEqual(new Set(['tamil']));
  });

  test('Tamil text is drawn with Tamil glyphs, not boxes, in the bold heading too', async ({ page }) => {
    await page.goto('/login');
    const heading = page.getByRole('heading', { name: 'உள்நுழைவு' });
    await expect(heading).toBeVisible();
    await fontsSettled(page);
    // The heading's text as drawn, against the same text with every character replaced by one no
    // font has (a private-use code point), which Chromium draws as a box. Without a Tamil font the
    // Tamil characters are boxes too and both widths match; with it, vowel signs join their
    // consonants and the widths part. The heading itself is measured, not a copy made now: text
    // Chromium laid out before its (bold) face arrived stayed boxes after it came.
    const widths = await heading.evaluate((element) => {
      const text = element.textContent ?? '';
      const drawn = document.createRange();
      drawn.selectNodeContents(element);
      const span = document.createElement('span');
      span.textContent = [...text].map((character) => (character === ' ' ? ' ' : '\uE000')).join('');
      span.style.whiteSpace = 'pre';
      element.append(span);
      const boxes = span.getBoundingClientRect().width;
      span.remove();
      return {
        tamil: drawn.getBoundingClientRect().width,
        boxes,
        weight: getComputedStyle(element).fontWeight,
        loaded: document.fonts.check(`${getComputedStyle(element).fontWeight} 16px "Noto Sans Tamil"`, text),
      };
    });
    expect(Number(widths.weight)).toBeGreaterThanOrEqual(600);
    expect(widths.loaded).toBe(true);
    expect(Math.abs(widths.tamil - widths.boxes) / widths.boxes).toBeGreaterThan(0.2);
  });
});

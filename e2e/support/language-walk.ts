import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { UiLanguage } from '@portal/shared';
import { expect } from './fixtures';
import { describeLatinText, findLatinText, type LatinText, type LatinTextOptions } from './latin-text';

// Walking the portal in one language (issue 16; docs/decisions/148-latin-text-walk.md): the test
// finds a button or a label by its English text, which the catalogues turn into the language's
// text, so the same walk reads a screen whether or not it is translated yet; and the Latin-letter
// check says which screens still are not.

type Catalogue = Record<string, string>;

function catalogue(language: UiLanguage): Catalogue {
  const file = new URL(`../../apps/web/src/locales/${language}/messages.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text('Request a level')` matches that English text or its translation in `language` (every key
 * whose English is that text), as a whole accessible name or label.
 */
export function textsIn(language: UiLanguage) {
  const english = catalogue('en');
  const translated = catalogue(language);
  /** `{ start: true }`: the name only begins with it (a radio named by its label and its hint). */
  return (text: string, { start = false } = {}): RegExp => {
    const texts = new Set([text]);
    for (const [key, value] of Object.entries(english))
      if (value === text && translated[key]) texts.add(translated[key]);
    return new RegExp(`^\\s*(?:${[...texts].map(escape).join('|')})${start ? '' : '\\s*$'}`);
  };
}

/** A screen has settled: its main part is there and nothing is loading (no spinner, no placeholder). */
export async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/** A web address (a referral link, a channel's URL) is data: it is never translated. */
const ADDRESS = /\bhttps?:\/\/\S+/;

export interface ScreenResult {
  screen: string;
  found: LatinText[];
}

/**
 * A walk's checks: `check(screen)` waits for the screen to settle and records each Latin text on
 * it as a soft failure, so one run lists every screen still in English; `summary()` is the list
 * (attached to the report as `latin-text.txt`).
 */
export function latinTextWalk(page: Page, testInfo: TestInfo, options: LatinTextOptions = {}) {
  const results: ScreenResult[] = [];
  return {
    async check(screen: string, more: LatinTextOptions = {}) {
      await settled(page);
      const found = await findLatinText(page, {
        data: [ADDRESS, ...(options.data ?? []), ...(more.data ?? [])],
      });
      results.push({ screen, found });
      expect.soft(found, `${screen} shows Latin text:\n${describeLatinText(found)}`).toEqual([]);
    },
    async summary() {
      const text = results
        .map(({ screen, found }) =>
          found.length === 0 ? `${screen}: none` : `${screen}: ${found.length}\n${describeLatinText(found)}`,
        )
        .join('\n');
      await testInfo.attach('latin-text.txt', { body: text, contentType: 'text/plain' });
      return text;
    },
  };
}

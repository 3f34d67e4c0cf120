import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@portal/shared';

/** Where a visitor's choice, and the last signed-in account's language, is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'portal.ui-language';

/** The first of the browser's preferred languages the portal speaks (`ta-IN` counts as `ta`), if any. */
export function browserLanguageOf(preferred: readonly string[]): UiLanguage | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isUiLanguage(primary)) return primary;
  }
  return null;
}

/**
 * A visitor's language (docs/product/languages.md): what they chose in this browser, else the
 * browser's own language when the portal speaks it, else English.
 */
export function visitorLanguageOf({
  stored,
  preferred,
}: {
  stored: string | null;
  preferred: readonly string[];
}): UiLanguage {
  if (isUiLanguage(stored)) return stored;
  return browserLanguageOf(preferred) ?? DEFAULT_UI_LANGUAGE;
}

/**
 * The locale whose Intl rules a language's messages use for plurals and for the numbers Lingui
 * writes (a plural's `#`): the language's own plural rules, Latin digits and Indian grouping
 * (1,00,000) in every language, as formatRupees and formatDate write amounts and dates
 * (docs/decisions/142-numbers-and-dates-in-every-language.md). Kannada's CLDR data groups in
 * thousands (1,000,000), so Kannada takes Hindi's locale, whose cardinal plural rules are the same
 * (one: 0 and 1); language-choice.test.ts holds both facts.
 */
export function intlLocaleOf(language: UiLanguage): string {
  return `${language === 'kn' ? 'hi' : language}-IN-u-nu-latn`;
}

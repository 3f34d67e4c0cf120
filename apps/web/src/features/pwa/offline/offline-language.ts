/**
 * Where the portal keeps the language it last showed in this browser: the same key as
 * lib/i18n/language-choice.ts (LANGUAGE_STORAGE_KEY), written out here so the offline page loads
 * none of the portal's code (offline-language.test.ts holds the two together).
 */
export const STORED_LANGUAGE_KEY = 'portal.ui-language';

/**
 * The offline page's language: the one the portal last showed in this browser (a signed-in
 * account's, or the visitor's choice), else the browser's first language the page has texts in
 * (`ta-IN` counts as `ta`), else English: the portal's own rule (docs/product/languages.md).
 */
export function offlineLanguageOf({
  available,
  stored,
  preferred,
}: {
  available: readonly string[];
  stored: string | null;
  preferred: readonly string[];
}): string {
  if (stored !== null && available.includes(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (available.includes(primary)) return primary;
  }
  return 'en';
}

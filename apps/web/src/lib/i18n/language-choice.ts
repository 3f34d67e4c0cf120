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

/** Mother tongues offered at registration (docs/product/accounts.md, Registration). */
export const LANGUAGES = ['Hindi', 'Kannada', 'Malayalam', 'Tamil', 'Telugu', 'English'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_NATIONALITY = 'India';

/**
 * The languages the portal itself speaks, as their ISO 639-1 codes: the six mother tongues,
 * English first as the default (docs/product/languages.md).
 */
export const UI_LANGUAGES = ['en', 'ta', 'hi', 'te', 'kn', 'ml'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** Each language's name in its own script, as the language picker shows it. */
export const UI_LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  ta: 'தமிழ்',
  hi: 'हिन्दी',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
};

/** The portal language of each mother tongue (a new account starts in it). */
export const UI_LANGUAGE_OF_MOTHER_TONGUE: Readonly<Record<Language, UiLanguage>> = {
  English: 'en',
  Tamil: 'ta',
  Hindi: 'hi',
  Telugu: 'te',
  Kannada: 'kn',
  Malayalam: 'ml',
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

export const UI_LANGUAGE_MESSAGE = `Choose one of ${UI_LANGUAGES.join(', ')}`;

import {
  DEFAULT_UI_LANGUAGE,
  LANGUAGES,
  type Language,
  UI_LANGUAGE_OF_MOTHER_TONGUE,
  type UiLanguage,
} from '@portal/shared';

/**
 * The portal language a new account starts in: its mother tongue when the portal speaks it,
 * otherwise English (docs/product/languages.md).
 */
export function uiLanguageOfMotherTongue(motherTongue: string | null | undefined): UiLanguage {
  const known = (LANGUAGES as readonly string[]).includes(motherTongue ?? '');
  return known ? UI_LANGUAGE_OF_MOTHER_TONGUE[motherTongue as Language] : DEFAULT_UI_LANGUAGE;
}

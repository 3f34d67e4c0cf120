import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { UiLanguage } from '@portal/shared';
import { SOURCE_CATALOGUES } from '../../locales/catalogues';
import type { Translate } from './i18n';
import { intlLocaleOf } from './language-choice';

/**
 * For unit tests: `useT()`'s function in `language`, from the catalogue compiled as the build
 * compiles it (vite.config.ts) and with the Intl locale the app activates (activateLanguage).
 */
export function translateIn(language: UiLanguage): Translate {
  const i18n = setupI18n();
  const messages = Object.fromEntries(
    Object.entries(SOURCE_CATALOGUES[language]).map(([key, text]) => [key, compileMessage(text)]),
  );
  i18n.loadAndActivate({ locale: language, locales: intlLocaleOf(language), messages });
  return (key, values) => i18n._(key, values);
}

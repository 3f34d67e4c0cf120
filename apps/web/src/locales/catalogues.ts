import { UI_LANGUAGES, type UiLanguage } from '@portal/shared';
import en from './en/messages.json';
import hi from './hi/messages.json';
import kn from './kn/messages.json';
import ml from './ml/messages.json';
import ta from './ta/messages.json';
import te from './te/messages.json';

/** Every catalogue as its JSON source, for the checks that hold them together (catalogues.test.ts). */
export const SOURCE_CATALOGUES: Readonly<Record<UiLanguage, Readonly<Record<string, string>>>> = {
  en,
  ta,
  hi,
  te,
  kn,
  ml,
};

export const CATALOGUE_LANGUAGES: readonly UiLanguage[] = UI_LANGUAGES;

import { i18n, type Messages } from '@lingui/core';
import { type UiLanguage } from '@portal/shared';
import type englishCatalogue from '../../locales/en/messages.json';
import { intlLocaleOf, LANGUAGE_STORAGE_KEY, visitorLanguageOf } from './language-choice';
import { loadSharedMessages } from './shared-messages';

/** A message's key: one of the English catalogue's, so a mistyped key fails the typecheck. */
export type MessageKey = keyof typeof englishCatalogue;
/** The values of a message's ICU placeholders (`{days}`, `{count, plural, …}`). */
export type MessageValues = Record<string, string | number>;
/** A catalogue text in the shown language, its placeholders filled: what `useT()` returns. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * One chunk per language, compiled at build time (vite.config.ts) and fetched only when that
 * language is shown (docs/decisions/128-message-catalogues-with-lingui.md).
 */
const CATALOGUES = import.meta.glob<Messages>('../../locales/*/messages.json', { import: 'default' });

const fetched = new Map<UiLanguage, Promise<Messages>>();

function catalogueOf(language: UiLanguage): Promise<Messages> {
  let messages = fetched.get(language);
  if (!messages) {
    const load = CATALOGUES[`../../locales/${language}/messages.json`];
    if (!load) throw new Error(`No catalogue for ${language}`);
    messages = load();
    // A failed fetch (a network blip) may be tried again on the next choice.
    messages.catch(() => fetched.delete(language));
    fetched.set(language, messages);
  }
  return messages;
}

/** Each Indian language's face (fonts.css) and a letter of its script to ask the browser for. */
const SCRIPT_FONTS: Partial<Record<UiLanguage, { family: string; letter: string }>> = {
  ta: { family: 'Noto Sans Tamil', letter: 'த' },
  hi: { family: 'Noto Sans Devanagari', letter: 'ह' },
  te: { family: 'Noto Sans Telugu', letter: 'త' },
  kn: { family: 'Noto Sans Kannada', letter: 'ಕ' },
  ml: { family: 'Noto Sans Malayalam', letter: 'മ' },
};

/**
 * Loads the language's regular and bold faces before its text is drawn. Chromium draws text it
 * laid out while a face was still on its way as boxes, and kept them after the face arrived: the
 * Tamil headings, bold, showed boxes on a phone without a Tamil font
 * (docs/decisions/129-self-hosted-indian-fonts.md). A face that fails to load (offline) leaves
 * the fallback, as before.
 */
async function loadScriptFonts(language: UiLanguage): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font || typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, font.letter)),
  ).catch(() => undefined);
}

let latest = 0;

/**
 * Shows `language` once its catalogue and its shared messages (shared-messages.ts) have arrived;
 * resolves false when a later call overtook it (the last choice wins however the fetches finish).
 */
export async function activateLanguage(language: UiLanguage): Promise<boolean> {
  const call = ++latest;
  const [messages] = await Promise.all([
    catalogueOf(language),
    loadSharedMessages(language),
    loadScriptFonts(language),
  ]);
  if (call !== latest) return false;
  i18n.loadAndActivate({ locale: language, locales: intlLocaleOf(language), messages });
  document.documentElement.lang = language;
  return true;
}

export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: UiLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing (private mode, storage full) still shows the choice until reload.
  }
}

/** The language this browser starts in before anyone is known to be signed in. */
export function startingLanguage(): UiLanguage {
  return visitorLanguageOf({
    stored: storedLanguage(),
    preferred: navigator.languages ?? [navigator.language],
  });
}

// The first catalogues are asked for as the entry runs, beside the session check and the page's
// chunk (app/router.tsx), not after them.
if (typeof window !== 'undefined') {
  const first = startingLanguage();
  void catalogueOf(first).catch(() => undefined);
  void loadSharedMessages(first).catch(() => undefined);
}

export { i18n };

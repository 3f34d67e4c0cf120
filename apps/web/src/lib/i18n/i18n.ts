import { i18n, type Messages } from '@lingui/core';
import { type UiLanguage } from '@portal/shared';
import type englishCatalogue from '../../locales/en/messages.json';
import type { CataloguePart } from '../../locales/parts';
import { intlLocaleOf, LANGUAGE_STORAGE_KEY, visitorLanguageOf } from './language-choice';
import { loadSharedMessages } from './shared-messages';

/** A message's key: one of the English catalogue's, so a mistyped key fails the typecheck. */
export type MessageKey = keyof typeof englishCatalogue;
/** The values of a message's ICU placeholders (`{days}`, `{count, plural, …}`). */
export type MessageValues = Record<string, string | number>;
/** A catalogue text in the shown language, its placeholders filled: what `useT()` returns. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Two chunks per language, compiled at build time (vite.config.ts) and fetched only when that
 * language is shown (docs/decisions/128-message-catalogues-with-lingui.md): the public part with
 * the first screen, the portal part once the signed-in portal is wanted
 * (docs/decisions/156-catalogue-in-two-parts.md, locales/parts.ts).
 */
const CATALOGUES: Record<CataloguePart, Record<string, () => Promise<Messages>>> = {
  public: import.meta.glob<Messages>('../../locales/*/messages.json', {
    import: 'default',
    query: '?part=public',
  }),
  portal: import.meta.glob<Messages>('../../locales/*/messages.json', {
    import: 'default',
    query: '?part=portal',
  }),
};

const fetched = new Map<string, Promise<Messages>>();

function catalogueOf(language: UiLanguage, part: CataloguePart): Promise<Messages> {
  const name = `${language}/${part}`;
  let messages = fetched.get(name);
  if (!messages) {
    const load = CATALOGUES[part][`../../locales/${language}/messages.json`];
    if (!load) throw new Error(`No catalogue for ${language}`);
    messages = load();
    // A failed fetch (a network blip) may be tried again on the next choice.
    messages.catch(() => fetched.delete(name));
    fetched.set(name, messages);
  }
  return messages;
}

/** Whether the portal's texts are shown: set once the signed-in portal is first wanted. */
let portalWanted = false;

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
  const [publicMessages] = await Promise.all([
    catalogueOf(language, 'public'),
    portalWanted ? catalogueOf(language, 'portal') : undefined,
    loadSharedMessages(language),
    loadScriptFonts(language),
  ]);
  // The portal may have been wanted while the rest arrived (a sign-in during a language change).
  const portalMessages = portalWanted ? await catalogueOf(language, 'portal') : undefined;
  if (call !== latest) return false;
  const messages = { ...publicMessages, ...portalMessages };
  i18n.loadAndActivate({ locale: language, locales: intlLocaleOf(language), messages });
  document.documentElement.lang = language;
  return true;
}

/**
 * The portal's texts in the shown language (or, before any is shown, the language this browser
 * starts in): the portal's routes wait for them before they render (app/router.tsx), and every
 * later language change brings them along with the public ones.
 */
export async function loadPortalMessages(): Promise<void> {
  portalWanted = true;
  const language = (i18n.locale || startingLanguage()) as UiLanguage;
  const messages = await catalogueOf(language, 'portal');
  if (i18n.locale === language) i18n.load(language, messages);
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
  void catalogueOf(first, 'public').catch(() => undefined);
  void loadSharedMessages(first).catch(() => undefined);
}

export { i18n };

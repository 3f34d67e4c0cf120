import type { UiLanguage } from '../india/languages.js';
import type { MessageCatalogue } from './english.js';

/**
 * One language's messages, fetched when asked for: the web app downloads only the language it
 * shows (docs/decisions/144-server-messages-by-code.md); the server keeps each once loaded.
 */
export function loadMessageCatalogue(language: UiLanguage): Promise<MessageCatalogue> {
  switch (language) {
    case 'ta':
      return import('./messages.ta.js').then((module) => module.TAMIL_MESSAGES);
    case 'hi':
      return import('./messages.hi.js').then((module) => module.HINDI_MESSAGES);
    case 'te':
      return import('./messages.te.js').then((module) => module.TELUGU_MESSAGES);
    case 'kn':
      return import('./messages.kn.js').then((module) => module.KANNADA_MESSAGES);
    case 'ml':
      return import('./messages.ml.js').then((module) => module.MALAYALAM_MESSAGES);
    default:
      return import('./english.js').then((module) => module.ENGLISH_MESSAGES);
  }
}

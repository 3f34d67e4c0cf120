import { i18n } from '@lingui/core';
import {
  createTranslator,
  loadMessageCatalogue,
  MESSAGES,
  type MessageCatalogue,
  type UiLanguage,
} from '@portal/shared';
import type { MessageKey } from './i18n';

/**
 * packages/shared's MESSAGES that the shared catalogue (packages/shared/src/i18n) has no code for:
 * the specification's feedback and dialog texts only the web shows. Their text in each language is
 * the web catalogue's, under the key a component also reads ('Deleted!' is the deleted dialog's
 * title). Every other shared message is the shared catalogue's (shared-messages.test.ts holds the
 * two apart and every MESSAGES text in one of them).
 */
export const WEB_KEYS_OF_SHARED_MESSAGES = {
  created: 'toast.created',
  updated: 'toast.updated',
  patched: 'toast.patched',
  registered: 'toast.registered',
  copied: 'common.copied',
  deleted: 'dialog.deleted.title',
  confirmTitle: 'dialog.confirm.title',
  confirmText: 'dialog.confirm.text',
  confirmDelete: 'dialog.confirm.delete',
  confirmYes: 'dialog.confirm.yes',
  confirmCancel: 'dialog.confirm.cancel',
  noData: 'table.noData',
  loading: 'common.loading',
  processing: 'common.processing',
} as const satisfies Partial<Record<keyof typeof MESSAGES, MessageKey>>;

const WEB_KEY_OF_TEXT = new Map<string, MessageKey>(
  Object.entries(WEB_KEYS_OF_SHARED_MESSAGES).map(([name, key]) => [
    MESSAGES[name as keyof typeof MESSAGES],
    key,
  ]),
);

type Translator = ReturnType<typeof createTranslator>;

const fetched = new Map<UiLanguage, Promise<MessageCatalogue>>();
const loaded = new Map<UiLanguage, MessageCatalogue>();
let translator: Translator | undefined;

function catalogueOf(language: UiLanguage): Promise<MessageCatalogue> {
  let catalogue = fetched.get(language);
  if (!catalogue) {
    catalogue = loadMessageCatalogue(language).then((messages) => {
      loaded.set(language, messages);
      return messages;
    });
    // A failed fetch (a network blip) may be tried again on the next choice.
    catalogue.catch(() => fetched.delete(language));
    fetched.set(language, catalogue);
  }
  return catalogue;
}

/**
 * Fetches what sharedMessageText needs to show `language`: that language's shared catalogue, and
 * English's, whose texts are how a message given in English is recognised (the server recognises
 * them the same way: createTranslator). activateLanguage (i18n.ts) awaits it with the web
 * catalogue, so a screen never shows before its shared messages can be translated.
 */
export async function loadSharedMessages(language: UiLanguage): Promise<void> {
  const [, english] = await Promise.all([catalogueOf(language), catalogueOf('en')]);
  translator ??= createTranslator(english);
}

/**
 * The one way the web shows a message of packages/shared in the reader's language
 * (docs/decisions/153-one-way-to-show-a-shared-message.md): a shared schema's message key
 * (`register.first_name_required`, `common.too_long?max=100`) or a shared English text
 * ('Network Error', 'Created Successfull', 'Must be at most 100 characters', placeholders and
 * all) becomes its text in `language`; anything else (a text already translated, a message the
 * server wrote in the reader's language, data) is returned as it is. Toasts (lib/toast.ts), form
 * fields and form alerts all show messages through it.
 */
export function sharedMessageText(text: string, language = i18n.locale as UiLanguage): string {
  const webKey = WEB_KEY_OF_TEXT.get(text);
  // A text of the portal's catalogue part shown before that part arrived stays as given.
  if (webKey) return i18n.locale && webKey in i18n.messages ? i18n._(webKey) : text;
  const catalogue = loaded.get(language);
  return catalogue && translator ? translator(catalogue, text).text : text;
}

import {
  createTranslator,
  type ErrorBody,
  loadMessageCatalogue,
  type MessageCatalogue,
  type UiLanguage,
  uiLanguageOfAcceptLanguage,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The API's answers in the reader's language (docs/decisions/144-server-messages-by-code.md): a
 * message key a shared schema gave, or a sentence a service wrote in English, becomes the text of
 * its code in the signed-in account's `ui_language`, else in the visitor's `Accept-Language`, else
 * in English, and the body carries the code beside it.
 */

const catalogues = new Map<UiLanguage, Promise<MessageCatalogue>>();

function catalogueOf(language: UiLanguage): Promise<MessageCatalogue> {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = loadMessageCatalogue(language);
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

let translator: Promise<ReturnType<typeof createTranslator>> | undefined;

function translatorOf(): Promise<ReturnType<typeof createTranslator>> {
  translator ??= catalogueOf('en').then(createTranslator);
  return translator;
}

/** Translates texts into one language: `text(message)` alone, or `translate` with its code. */
export async function messagesIn(language: UiLanguage) {
  const [translate, catalogue] = await Promise.all([translatorOf(), catalogueOf(language)]);
  return {
    language,
    translate: (message: string) => translate(catalogue, message),
    text: (message: string) => translate(catalogue, message).text,
  };
}

/**
 * The language a request is answered in: the signed-in account's `ui_language` (read with its
 * session, lib/auth.ts), else the first of the portal's languages in `Accept-Language`, else
 * English (docs/product/languages.md).
 */
export function languageOfRequest(request: FastifyRequest): UiLanguage {
  return request.actor?.uiLanguage ?? uiLanguageOfAcceptLanguage(request.headers['accept-language']);
}

/**
 * An error body in `language`: `message` and each field's messages translated, `code` the code of
 * `message`, and for a 422 `codes` holding each field message's code (null where one has none;
 * left out when none has one).
 */
export async function errorBodyIn(
  language: UiLanguage,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Promise<ErrorBody> {
  const { translate } = await messagesIn(language);
  const first = translate(message);
  const body: ErrorBody = { message: first.text };
  if (first.code) body.code = first.code;
  if (fieldErrors) {
    const errors: Record<string, string[]> = {};
    const codes: Record<string, (string | null)[]> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const translated = messages.map(translate);
      errors[field] = translated.map((entry) => entry.text);
      codes[field] = translated.map((entry) => entry.code ?? null);
    }
    body.errors = errors;
    // Only once some message has a code: a body of sentences without codes keeps its old shape.
    if (Object.values(codes).some((list) => list.some((code) => code !== null))) body.codes = codes;
  }
  return body;
}

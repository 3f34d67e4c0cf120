import { UI_LANGUAGES, type UiLanguage } from '../india/languages.js';
import type { MessageCatalogue, MessageCode } from './english.js';

/** The values of a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What a shared schema puts in a zod issue's `error`: a message's code, with its placeholders'
 * values as a query string when it has any (`common.too_long?max=100`). The form and the server
 * each turn it into the reader's language (docs/decisions/144-server-messages-by-code.md).
 */
export function messageKey(code: MessageCode, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${code}?${query.toString()}`;
}

const KEY_PATTERN = /^([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)(?:\?(.*))?$/;

/** The code and values of a message key, or null when `text` is no key (a server's sentence). */
export function parseMessageKey(text: string): { code: string; params: Record<string, string> } | null {
  const match = KEY_PATTERN.exec(text);
  if (!match) return null;
  return { code: match[1]!, params: Object.fromEntries(new URLSearchParams(match[2] ?? '')) };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a text's placeholders, sorted: every language's text of a code has the same. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
}

/** A text with its placeholders filled; an unknown placeholder stays as written. */
export function formatMessage(template: string, params: MessageParams): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * The text of a message key in `catalogue`'s language, its values translated too when they are
 * keys themselves; `text` unchanged when it is no key of the catalogue (a message the server
 * already wrote in the reader's language).
 */
export function textOfMessage(catalogue: MessageCatalogue, text: string): string {
  const key = parseMessageKey(text);
  if (!key || !(key.code in catalogue)) return text;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(key.params)) params[name] = textOfMessage(catalogue, value);
  return formatMessage(catalogue[key.code as MessageCode], params);
}

export interface TranslatedMessage {
  text: string;
  /** The message's code; absent when the message is none of the catalogue's. */
  code?: MessageCode;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The server's translator: a message key, or a sentence a service wrote in English (matched
 * against the English texts, placeholders and all), in the language of `catalogue` with its code.
 * A sentence no English text matches stays as it is, without a code.
 */
export function createTranslator(english: MessageCatalogue) {
  const exact = new Map<string, MessageCode>();
  const templates: { code: MessageCode; pattern: RegExp; names: string[]; literal: number }[] = [];
  for (const [code, text] of Object.entries(english) as [MessageCode, string][]) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({
      code,
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      literal: text.replace(PLACEHOLDER, '').length,
    });
  }
  // The most specific template first: the one with the most fixed text.
  templates.sort((a, b) => b.literal - a.literal);

  function recognise(text: string): { code: MessageCode; params: Record<string, string> } | null {
    const key = parseMessageKey(text);
    if (key && key.code in english) return { code: key.code as MessageCode, params: key.params };
    const code = exact.get(text);
    if (code) return { code, params: {} };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, index) => (params[name] = match[index + 1]!));
      return { code: template.code, params };
    }
    return null;
  }

  return function translate(catalogue: MessageCatalogue, text: string): TranslatedMessage {
    const found = recognise(text);
    if (!found) return { text };
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(found.params)) params[name] = translate(catalogue, value).text;
    return { text: formatMessage(catalogue[found.code], params), code: found.code };
  };
}

/**
 * A visitor's language from `Accept-Language`: the first of the portal's languages in the
 * header's order of preference (`ta-IN`, `ta` → ta), else English (docs/product/languages.md).
 */
export function uiLanguageOfAcceptLanguage(header: string | undefined): UiLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (UI_LANGUAGES as readonly string[]).includes(entry.language));
  return (found?.language as UiLanguage | undefined) ?? 'en';
}

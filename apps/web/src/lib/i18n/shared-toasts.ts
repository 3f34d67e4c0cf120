import { MESSAGES } from '@portal/shared';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { i18n, type MessageKey } from './i18n';

/**
 * packages/shared's MESSAGES that reach the screen in a toast, and their catalogue keys: the
 * English catalogue holds each word for word ('Created Successfull', shared-toasts.test.ts).
 */
export const SHARED_MESSAGE_KEYS = {
  serverError: 'toast.serverError',
  networkError: 'toast.networkError',
  recordNotFound: 'toast.recordNotFound',
  notFound: 'toast.recordNotFound',
  created: 'toast.created',
  updated: 'toast.updated',
  patched: 'toast.patched',
  registered: 'toast.registered',
  copied: 'common.copied',
  deleted: 'dialog.deleted.title',
  invalidCredentials: 'toast.invalidCredentials',
  notSignedIn: 'toast.notSignedIn',
  sessionEnded: 'toast.sessionEnded',
  forbidden: 'toast.forbidden',
  databaseUnavailable: 'toast.databaseUnavailable',
  crossOrigin: 'toast.crossOrigin',
} as const satisfies Partial<Record<keyof typeof MESSAGES, MessageKey>>;

const KEY_OF_TEXT = new Map<string, MessageKey>(
  Object.entries(SHARED_MESSAGE_KEYS).map(([name, key]) => [MESSAGES[name as keyof typeof MESSAGES], key]),
);

/** The catalogue key of a shared MESSAGES text, if `text` is one. */
export function sharedMessageKeyOf(text: string): MessageKey | undefined {
  return KEY_OF_TEXT.get(text);
}

/**
 * `text` in the shown language when it is one of the shared MESSAGES; anything else as it is (a
 * text already translated, a server's message, data).
 */
export function shownMessage(text: string): string {
  const key = sharedMessageKeyOf(text);
  return key && i18n.locale ? i18n._(key) : text;
}

const TOAST_KINDS = ['success', 'error', 'info', 'warning', 'message', 'loading'] as const;
type ToastData = Parameters<typeof toast.success>[1];
let translating = false;

function shown(content: ReactNode | (() => ReactNode)): ReactNode | (() => ReactNode) {
  return typeof content === 'string' ? () => shownMessage(content) : content;
}

/**
 * Screens toast the shared MESSAGES in English (`toast.success(MESSAGES.created)`, the API
 * client's 'Network Error'). Sonner's toast functions are wrapped once, here, so each toast's
 * title and description go through shownMessage when the toast is drawn: the one place the shared
 * MESSAGES are translated on the web (docs/decisions/143-shared-messages-translated-as-shown.md).
 */
export function translateSharedToasts(): void {
  if (translating) return;
  translating = true;
  for (const kind of TOAST_KINDS) {
    const show = toast[kind];
    toast[kind] = (message: ReactNode | (() => ReactNode), data?: ToastData) =>
      show(
        shown(message),
        data?.description === undefined ? data : { ...data, description: shown(data.description) },
      );
  }
}

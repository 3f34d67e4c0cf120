import type { ReactNode } from 'react';
// The one import of sonner's toast: everything else toasts through this file (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { type ExternalToast, toast as sonnerToast } from 'sonner';
import { sharedMessageText } from './i18n/shared-messages';

type ToastContent = ReactNode | (() => ReactNode);
type Show = (message: ToastContent, data?: ExternalToast) => string | number;

/** A string is looked up when the toast is drawn, so it reads in the language shown then. */
function asShown(content: ToastContent): ToastContent {
  return typeof content === 'string' ? () => sharedMessageText(content) : content;
}

function translated(show: Show): Show {
  return (message, data) =>
    show(
      asShown(message),
      data?.description === undefined ? data : { ...data, description: asShown(data.description) },
    );
}

/**
 * The portal's toast: sonner's, whose string title and description go through sharedMessageText
 * (i18n/shared-messages.ts) as the toast is drawn. A screen may toast a shared English text
 * (`toast.success(MESSAGES.created)`, the API client's 'Network Error') or its own `t('…')`; both
 * read in the shown language, and a shared message follows a language change
 * (docs/decisions/153-one-way-to-show-a-shared-message.md).
 */
export const toast = {
  success: translated(sonnerToast.success),
  error: translated(sonnerToast.error),
  info: translated(sonnerToast.info),
  warning: translated(sonnerToast.warning),
  message: translated(sonnerToast.message),
  loading: translated(sonnerToast.loading),
  dismiss: sonnerToast.dismiss,
  getToasts: sonnerToast.getToasts,
};

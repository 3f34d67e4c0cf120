import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MESSAGES, UI_LANGUAGES, type UiLanguage } from '@portal/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUES } from '../../locales/catalogues';
import { intlLocaleOf } from './language-choice';
import {
  SHARED_MESSAGE_KEYS,
  sharedMessageKeyOf,
  shownMessage,
  translateSharedToasts,
} from './shared-toasts';

function activate(language: UiLanguage) {
  const messages = Object.fromEntries(
    Object.entries(SOURCE_CATALOGUES[language]).map(([key, text]) => [key, compileMessage(text)]),
  );
  i18n.loadAndActivate({ locale: language, locales: intlLocaleOf(language), messages });
}

/** What a toast's title or description reads once drawn (a function is drawn by calling it). */
function drawn(content: unknown): unknown {
  return typeof content === 'function' ? (content as () => unknown)() : content;
}

afterEach(() => toast.dismiss());

describe('the shared MESSAGES in toasts', () => {
  it("keeps the specification's English word for word in the English catalogue", () => {
    for (const [name, key] of Object.entries(SHARED_MESSAGE_KEYS)) {
      expect(SOURCE_CATALOGUES.en[key], name).toBe(MESSAGES[name as keyof typeof MESSAGES]);
    }
    expect(SOURCE_CATALOGUES.en['toast.created']).toBe('Created Successfull');
    expect(SOURCE_CATALOGUES.en['toast.registered']).toBe('Successfully Register');
  });

  it('the components showing shared MESSAGES themselves keep them word for word in English', () => {
    expect(SOURCE_CATALOGUES.en).toMatchObject({
      'dialog.confirm.title': MESSAGES.confirmTitle,
      'dialog.confirm.text': MESSAGES.confirmText,
      'dialog.confirm.yes': MESSAGES.confirmYes,
      'dialog.confirm.cancel': MESSAGES.confirmCancel,
      'dialog.confirm.delete': MESSAGES.confirmDelete,
      'dialog.deleted.title': MESSAGES.deleted,
      'table.noData': MESSAGES.noData,
      'common.loading': MESSAGES.loading,
      'common.copied': MESSAGES.copied,
    });
    expect(SOURCE_CATALOGUES.en['dialog.confirm.yes']).toBe('Yes, Confirm');
  });

  it('finds the key of a shared text and of nothing else', () => {
    expect(sharedMessageKeyOf(MESSAGES.updated)).toBe('toast.updated');
    expect(sharedMessageKeyOf(MESSAGES.notFound)).toBe('toast.recordNotFound');
    expect(sharedMessageKeyOf('Terms raised: the user can now accept them')).toBeUndefined();
  });

  it.each(UI_LANGUAGES)('shows them in %s, and leaves other texts as they are', (language) => {
    activate(language);
    expect(shownMessage(MESSAGES.created)).toBe(SOURCE_CATALOGUES[language]['toast.created']);
    expect(shownMessage(MESSAGES.networkError)).toBe(SOURCE_CATALOGUES[language]['toast.networkError']);
    expect(shownMessage('ravi_kumar')).toBe('ravi_kumar');
  });

  it("translates a toast raised with sonner's own toast, title and description, when it is drawn", () => {
    translateSharedToasts();
    translateSharedToasts(); // a second call wraps nothing twice
    activate('ta');
    toast.success(MESSAGES.updated, { description: MESSAGES.deleted });
    toast.error('Bank details are locked', { id: 'locked' });
    const [updated, locked] = toast.getToasts() as { title?: unknown; description?: unknown }[];
    expect(drawn(updated?.title)).toBe('வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது');
    expect(drawn(updated?.description)).toBe('நீக்கப்பட்டது!');
    expect(drawn(locked?.title)).toBe('Bank details are locked');
    // Drawn again after the language changed, the same toast reads the new language.
    activate('hi');
    expect(drawn(updated?.title)).toBe('सफलतापूर्वक अपडेट किया गया');
  });
});

import {
  firstFieldErrors,
  loadMessageCatalogue,
  type MessageCatalogue,
  textOfMessage,
  type UiLanguage,
} from '@portal/shared';
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { useLanguage } from './i18n/language-provider';

/** The form's named controls, in page order. */
function namedControls(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLInputElement =>
      'name' in element && Boolean((element as HTMLInputElement).name),
  );
}

/**
 * Focuses the first field, in page order, that has an error. react-hook-form focuses in
 * registration order, which differs when some fields live in a child component.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null, fields: readonly string[]): void {
  if (!form) return;
  const control = namedControls(form).find((element) => fields.includes(element.name) && !element.disabled);
  control?.focus();
}

/**
 * Puts a 422's first message per field under that field (docs/product/screens.md, Forms). Messages
 * for fields the form does not show are toasted, so none is lost. Other failures were already
 * toasted.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  form: HTMLFormElement | null,
): void {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  const shownFields = new Set(form ? namedControls(form).map((control) => control.name) : []);
  const shown: string[] = [];
  for (const [field, message] of Object.entries(firstFieldErrors(error.errors))) {
    if (shownFields.has(field)) {
      setError(field as Path<T>, { type: 'server', message });
      shown.push(field);
    } else {
      toast.error(message, { id: message });
    }
  }
  focusFirstInvalidField(form, shown);
}

const messageCatalogues = new Map<UiLanguage, MessageCatalogue>();

/**
 * Shows a field's error in the portal's language: a shared schema's message key
 * (`register.first_name_required`, `common.too_long?max=100`) becomes its text from the shared
 * catalogue (docs/decisions/144-server-messages-by-code.md), fetched for the shown language only;
 * a message the server already wrote in the reader's language is shown as it came.
 */
export function useMessageText(): (message: string) => string {
  const { language } = useLanguage();
  const [catalogue, setCatalogue] = useState(() => messageCatalogues.get(language));
  useEffect(() => {
    const known = messageCatalogues.get(language);
    if (known) {
      setCatalogue(known);
      return;
    }
    let current = true;
    loadMessageCatalogue(language)
      .then((loaded) => {
        messageCatalogues.set(language, loaded);
        if (current) setCatalogue(loaded);
      })
      .catch((error: unknown) => console.error('The messages could not be loaded', error));
    return () => {
      current = false;
    };
  }, [language]);
  return useCallback(
    (message: string) => (catalogue ? textOfMessage(catalogue, message) : message),
    [catalogue],
  );
}

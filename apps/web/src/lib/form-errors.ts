import { firstFieldErrors } from '@portal/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { toast } from './toast';

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

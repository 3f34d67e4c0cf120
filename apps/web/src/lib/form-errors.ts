import { firstFieldErrors } from '@portal/shared';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from './api-client';

/**
 * Focuses the first field, in page order, that has an error. react-hook-form focuses in
 * registration order, which differs when some fields live in a child component.
 */
export function focusFirstInvalidField(
  form: HTMLFormElement | null | undefined,
  fields: readonly string[],
): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (control.name && fields.includes(control.name) && !control.disabled) {
      control.focus();
      return;
    }
  }
}

/** The `onInvalid` of handleSubmit for forms that set `shouldFocusError: false`. */
export function focusFirstClientError<T extends FieldValues>(
  errors: FieldErrors<T>,
  event?: { target: unknown },
) {
  focusFirstInvalidField(event?.target as HTMLFormElement | undefined, Object.keys(errors));
}

/**
 * Puts a 422's first message per field under that field (specification §8). Messages for fields
 * the form does not show are toasted, so none is lost. Other failures were already toasted.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
  form?: HTMLFormElement | null,
): void {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  const messages = firstFieldErrors(error.errors);
  const shown: string[] = [];
  for (const [field, message] of Object.entries(messages)) {
    if (formFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !form && shown.length === 0 });
      shown.push(field);
    } else {
      toast.error(message, { id: message });
    }
  }
  focusFirstInvalidField(form, shown);
}

import { useController, useFormContext } from 'react-hook-form';
import { useT } from '../../lib/i18n/language-provider';
import { DateInput, type DateInputProps } from './date-input';
import { FormField, hintProps } from './form-field';
import { useFieldMeta } from './form-context';
import type { FieldProps } from './text-field';

type DateFieldProps = FieldProps &
  Omit<DateInputProps, 'id' | 'name' | 'error' | 'className' | 'value' | 'onValueChange'>;

/**
 * A labelled date typed DD-MM-YYYY, bound to its <SchemaForm> field, which holds the API's
 * YYYY-MM-DD once the date is whole (docs/decisions/025-dates-typed-dd-mm-yyyy.md).
 */
export function DateField({ name, label, hint: givenHint, className, ...inputProps }: DateFieldProps) {
  const t = useT();
  // DD-MM-YYYY as the shown language names its parts.
  const hint = givenHint ?? t('form.date.format');
  const { control } = useFormContext();
  const { id, error } = useFieldMeta(name);
  const { field } = useController({ name, control });
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <DateInput
        id={id}
        error={error}
        {...hintProps(id, hint, error)}
        {...inputProps}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | undefined) ?? ''}
        disabled={field.disabled || inputProps.disabled}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

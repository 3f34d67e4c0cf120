import { useFormContext } from 'react-hook-form';
import { FormField, hintProps } from './form-field';
import { useFieldMeta } from './form-context';
import { PasswordInput } from './password-input';
import type { TextInputProps } from './text-input';
import type { FieldProps } from './text-field';

type PasswordFieldProps = FieldProps & Omit<TextInputProps, 'id' | 'name' | 'error' | 'className' | 'type'>;

/** A labelled password box with its show/hide toggle, bound to its <SchemaForm> field. */
export function PasswordField({ name, label, hint, className, ...inputProps }: PasswordFieldProps) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <PasswordInput
        id={id}
        error={error}
        {...hintProps(id, hint, error)}
        {...inputProps}
        {...register(name)}
      />
    </FormField>
  );
}

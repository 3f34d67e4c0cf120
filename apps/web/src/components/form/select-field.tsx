import { useFormContext } from 'react-hook-form';
import { FormField, hintProps } from './form-field';
import { useFieldMeta } from './form-context';
import { SelectInput, type SelectInputProps } from './select-input';
import type { FieldProps } from './text-field';

type SelectFieldProps = FieldProps &
  Omit<SelectInputProps, 'id' | 'name' | 'error' | 'className' | 'onChange'> & {
    /** Called after the form took the new value (a dependent field can follow it). */
    onValueChange?(value: string): void;
  };

/** A labelled drop-down bound to its <SchemaForm> field. */
export function SelectField({
  name,
  label,
  hint,
  className,
  onValueChange,
  ...selectProps
}: SelectFieldProps) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <SelectInput
        id={id}
        error={error}
        {...hintProps(id, hint, error)}
        {...selectProps}
        {...register(name, {
          onChange: onValueChange && ((event) => onValueChange((event.target as HTMLSelectElement).value)),
        })}
      />
    </FormField>
  );
}

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, hintProps } from './form-field';
import { useFieldMeta } from './form-context';
import { TextInput, type TextInputProps } from './text-input';

export interface FieldProps {
  /** The schema field this control edits. */
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

type TextFieldProps = FieldProps & Omit<TextInputProps, 'id' | 'name' | 'error' | 'className'>;

/** A labelled text box bound to its <SchemaForm> field. */
export function TextField({ name, label, hint, className, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <TextInput id={id} error={error} {...hintProps(id, hint, error)} {...inputProps} {...register(name)} />
    </FormField>
  );
}

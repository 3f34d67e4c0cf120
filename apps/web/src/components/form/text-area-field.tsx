import type { TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { cn } from '../../lib/class-names';
import { useFieldMeta } from './form-context';
import { CONTROL_CLASSES, FormField, hintProps, invalidProps } from './form-field';
import type { FieldProps } from './text-field';

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className'>;

/** A labelled multi-line text box (an address) bound to its <SchemaForm> field. */
export function TextAreaField({ name, label, hint, className, rows = 3, ...props }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={rows}
        className={cn(CONTROL_CLASSES, 'py-2')}
        {...invalidProps(id, error)}
        {...hintProps(id, hint, error)}
        {...props}
        {...register(name)}
      />
    </FormField>
  );
}

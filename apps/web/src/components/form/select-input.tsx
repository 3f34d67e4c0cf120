import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';
import { CONTROL_CLASSES, invalidProps } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select state'); leave out when a value is always chosen. */
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectInput({ id, options, placeholder, error, className, ...props }: SelectInputProps) {
  return (
    <select
      id={id}
      className={cn(CONTROL_CLASSES, 'pr-8', className)}
      {...invalidProps(id, error)}
      {...props}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

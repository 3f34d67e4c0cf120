import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';
import { CONTROL_CLASSES, invalidProps } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  /** The label is data shown as it is (a place's name), not a text in the shown language. */
  data?: boolean;
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
        <option key={option.value} value={option.value} translate={option.data ? 'no' : undefined}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Options that show their values as they are: the states and districts, proper names of places
 * kept as the postal address writes them (docs/decisions/151-place-names-and-badges.md).
 */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value, data: true }));
}

import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/class-names';
import { CONTROL_CLASSES, invalidProps } from './form-field';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ id, error, className, type = 'text', ...props }: TextInputProps) {
  return (
    <input
      id={id}
      type={type}
      className={cn(CONTROL_CLASSES, 'read-only:bg-slate-100 read-only:text-slate-600', className)}
      {...invalidProps(id, error)}
      {...props}
    />
  );
}

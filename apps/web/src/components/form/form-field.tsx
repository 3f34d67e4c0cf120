import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { useSharedMessageText } from '../../lib/i18n/language-provider';

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

export function hintIdOf(id: string): string {
  return `${id}-hint`;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Text in the shown language; a value inside it (an example IFSC) may be marked as data. */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A visible label, the control, and the field's first error under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const messageText = useSharedMessageText();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={hintIdOf(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="text-sm text-red-600">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}

/** Ties a control to its FormField error for assistive technology. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {};
}

/** Ties a control to its FormField hint (such as the date format) while no error replaces it. */
export function hintProps(id: string, hint: ReactNode, error: string | undefined) {
  return hint && !error ? { 'aria-describedby': hintIdOf(id) } : {};
}

export const CONTROL_CLASSES = cn(
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:min-h-10 sm:text-sm',
  'placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none',
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30',
  'disabled:bg-slate-100 disabled:text-slate-500',
);

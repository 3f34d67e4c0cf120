import type { MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { type Ref, useCallback, useState } from 'react';
import {
  DATE_TEXT_FORMAT,
  DATE_TEXT_SEPARATOR,
  dateValueOfText,
  isoDateOfText,
  textOfDateValue,
} from '../../lib/date-text';
import { useT } from '../../lib/i18n/language-provider';
import { TextInput, type TextInputProps } from './text-input';

const DIGIT = /\d/;
/**
 * DD-MM-YYYY: digits only, the separators appear as the digits are typed. Only the shape is
 * masked; whether it is a real date is the schema's to say ('31-02-1990' is refused with a
 * message, never silently turned into another day, as a calendar-aware mask would do).
 */
const DATE_MASK: MaskitoOptions = {
  mask: [DIGIT, DIGIT, DATE_TEXT_SEPARATOR, DIGIT, DIGIT, DATE_TEXT_SEPARATOR, DIGIT, DIGIT, DIGIT, DIGIT],
};

export interface DateInputProps extends Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onInput'
> {
  /** YYYY-MM-DD, '' for none, or the text of a date still being typed. */
  value: string;
  /** Receives YYYY-MM-DD once the text is a whole, real date, else the text as typed. */
  onValueChange(value: string): void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A date typed DD-MM-YYYY through a mask (Maskito), on every browser and phone alike: the browser's
 * own date input follows the machine's locale (mm/dd/yyyy on many), which DD-MM-YYYY everywhere
 * rules out (docs/product/screens.md, Forms; docs/decisions/025-dates-typed-dd-mm-yyyy.md).
 */
export function DateInput({ value, onValueChange, ref, ...props }: DateInputProps) {
  const t = useT();
  const maskRef = useMaskito({ options: DATE_MASK });
  const [text, setText] = useState(() => textOfDateValue(value));
  // A value set from outside (a reset, the address) replaces the text; the echo of what was typed does not.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== dateValueOfText(text)) setText(textOfDateValue(value));
  }
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      maskRef(element);
      assignRef(ref, element);
    },
    [maskRef, ref],
  );
  // A whole date that does not exist is marked at once, also where no form message explains it (filters).
  const impossible = text.length === DATE_TEXT_FORMAT.length && isoDateOfText(text) === null;
  return (
    <TextInput
      {...(impossible ? { 'aria-invalid': true } : {})}
      inputMode="numeric"
      placeholder={t('form.date.format')}
      maxLength={DATE_TEXT_FORMAT.length}
      {...props}
      ref={setRefs}
      value={text}
      // Maskito rewrites the text on the native input event; React's onChange may miss that rewrite.
      onInput={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onValueChange(dateValueOfText(typed));
      }}
      onBlur={(event) => {
        // Where the owner keeps whole dates only (a filter), a half-typed date left behind gives way
        // to the date in force; a whole but impossible one stays, marked, so the reason is visible.
        if (text.length < DATE_TEXT_FORMAT.length && value !== dateValueOfText(text)) {
          setText(textOfDateValue(value));
        }
        props.onBlur?.(event);
      }}
    />
  );
}

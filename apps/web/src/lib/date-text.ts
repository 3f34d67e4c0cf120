import { isIsoDate } from '@portal/shared';

/**
 * Dates are typed and shown DD-MM-YYYY (docs/decisions/025-dates-typed-dd-mm-yyyy.md) while the API
 * keeps YYYY-MM-DD. A date field's form value is the API's ISO date once the text is a whole,
 * real date, and the text itself before that, so the schema can say why it is not a date yet.
 */
export const DATE_TEXT_FORMAT = 'DD-MM-YYYY';
export const DATE_TEXT_SEPARATOR = '-';

const DATE_TEXT = /^(\d{2})-(\d{2})-(\d{4})$/;

/** '15-08-1992' → '1992-08-15'; null for anything that is not a real calendar date. */
export function isoDateOfText(text: string): string | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : null;
}

/** '1992-08-15' → '15-08-1992'; anything else (a half-typed date, '') is shown as it is. */
export function textOfDateValue(value: string | null | undefined): string {
  if (!value) return '';
  const iso = value.length > 10 && isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : value;
  if (!isIsoDate(iso)) return value;
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/** What a date field holds for the text in its box: the ISO date when whole and real, else the text. */
export function dateValueOfText(text: string): string {
  return isoDateOfText(text) ?? text;
}

/** True when a date field's value can go to the API (a filter applies only then): empty or a real date. */
export function isCommittedDateValue(value: string): boolean {
  return value === '' || isIsoDate(value);
}

/** `m:ss`, or `h:mm:ss` from an hour: digits read the same in every language. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

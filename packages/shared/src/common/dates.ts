/** All day boundaries are India time (docs/product/README.md). India has no daylight saving: UTC+05:30. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The India-time calendar date (YYYY-MM-DD) of an instant. */
export function indiaDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India-time hour (0–23) of an instant: sessions change at 12:00 India time. */
export function indiaHour(instant: Date = new Date()): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** An instant's India time of day, 24-hour: 'HH:mm', or 'HH:mm:ss' with seconds. */
export function indiaTime24(instant: Date | string, { seconds = false }: { seconds?: boolean } = {}): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, seconds ? 19 : 16);
}

const INDIA_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** An instant's India time as a person reads a clock: '03:30 pm'. */
export function formatIndiaClock(instant: Date | string): string {
  return INDIA_CLOCK.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The first instant of an India-time day. */
export function startOfIndiaDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The first instant after an India-time day: use as an exclusive upper bound. */
export function endOfIndiaDayExclusive(isoDate: string): Date {
  return new Date(startOfIndiaDay(isoDate).getTime() + DAY_MS);
}

export function startOfIndiaMonth(instant: Date = new Date()): Date {
  return startOfIndiaDay(`${indiaDate(instant).slice(0, 8)}01`);
}

/** DD-MM-YYYY, the display format (docs/product/screens.md, Forms); '' for no or bad input. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const iso =
    typeof value === 'string' && ISO_DATE.test(value)
      ? value
      : (() => {
          const date = value instanceof Date ? value : new Date(value);
          return Number.isNaN(date.getTime()) ? '' : indiaDate(date);
        })();
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/** Whole years between a date of birth and a day, as a birthday counts them. */
export function ageOn(dob: string, onIsoDate: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onIsoDate.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** Days left before a token's expiry (`exp` in seconds since the epoch); 0 once past. */
export function daysRemaining(exp: number, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((exp * 1000 - now.getTime()) / DAY_MS));
}

/** The calendar date `days` after (or before, negative) a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

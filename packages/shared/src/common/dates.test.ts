import { describe, expect, it } from 'vitest';
import { formatIndiaClock, indiaDate, indiaHour, indiaTime24 } from './dates.js';

// India is five and a half hours ahead of UTC all year (no daylight saving).
describe('India time of day', () => {
  it('gives the India hour, which changes the session at 12:00 India time', () => {
    expect(indiaHour(new Date('2026-03-10T06:29:59Z'))).toBe(11);
    expect(indiaHour(new Date('2026-03-10T06:30:00Z'))).toBe(12);
    expect(indiaHour(new Date('2026-03-10T18:29:00Z'))).toBe(23);
    expect(indiaHour(new Date('2026-03-10T18:30:00Z'))).toBe(0);
  });

  it('writes the 24-hour India time, with seconds when asked', () => {
    expect(indiaTime24(new Date('2026-03-10T18:20:05Z'))).toBe('23:50');
    expect(indiaTime24('2026-03-10T18:40:05Z', { seconds: true })).toBe('00:10:05');
  });

  it('writes the 12-hour India clock', () => {
    expect(formatIndiaClock(new Date('2026-03-10T10:00:00Z'))).toBe('03:30 pm');
    expect(formatIndiaClock('2026-03-10T00:00:00Z')).toBe('05:30 am');
  });

  it('agrees with the India date across midnight', () => {
    const justAfter = new Date('2026-03-10T18:30:00Z');
    expect(indiaDate(justAfter)).toBe('2026-03-11');
    expect(indiaTime24(justAfter)).toBe('00:00');
  });
});

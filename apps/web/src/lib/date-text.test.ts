import { describe, expect, it } from 'vitest';
import {
  clockText,
  dateValueOfText,
  isCommittedDateValue,
  isoDateOfText,
  textOfDateValue,
} from './date-text';

describe('isoDateOfText', () => {
  it('reads DD-MM-YYYY as the ISO date the API takes', () => {
    expect(isoDateOfText('15-08-1992')).toBe('1992-08-15');
    expect(isoDateOfText('01-01-2000')).toBe('2000-01-01');
    expect(isoDateOfText(' 31-12-1999 ')).toBe('1999-12-31');
  });

  it('is day first: 02-03-1990 is the 2nd of March, not February the 3rd', () => {
    expect(isoDateOfText('02-03-1990')).toBe('1990-03-02');
  });

  it('accepts the 29th of February only in a leap year', () => {
    expect(isoDateOfText('29-02-2000')).toBe('2000-02-29');
    expect(isoDateOfText('29-02-1900')).toBeNull();
    expect(isoDateOfText('29-02-1991')).toBeNull();
  });

  it('refuses dates that do not exist and text that is not a whole date', () => {
    for (const text of [
      '31-04-1990',
      '00-01-1990',
      '10-13-1990',
      '1-1-1990',
      '15-08-92',
      '1992-08-15',
      '15/08/1992',
      '',
      '15-08-',
    ]) {
      expect(isoDateOfText(text), text).toBeNull();
    }
  });
});

describe('textOfDateValue', () => {
  it('shows an ISO date DD-MM-YYYY', () => {
    expect(textOfDateValue('1992-08-15')).toBe('15-08-1992');
  });

  it('shows the date part of an ISO timestamp', () => {
    expect(textOfDateValue('1992-08-15T00:00:00.000Z')).toBe('15-08-1992');
  });

  it('keeps a half-typed date as it is, and empty as empty', () => {
    expect(textOfDateValue('15-08-19')).toBe('15-08-19');
    expect(textOfDateValue('')).toBe('');
    expect(textOfDateValue(null)).toBe('');
    expect(textOfDateValue(undefined)).toBe('');
  });
});

describe('dateValueOfText', () => {
  it('gives the ISO date for a whole date, the text otherwise', () => {
    expect(dateValueOfText('15-08-1992')).toBe('1992-08-15');
    expect(dateValueOfText('15-08-19')).toBe('15-08-19');
    expect(dateValueOfText('31-02-1992')).toBe('31-02-1992');
    expect(dateValueOfText('')).toBe('');
  });

  it('round-trips: the box shows again exactly what was typed', () => {
    for (const text of ['15-08-1992', '15-08-19', '31-02-1992', '0', '']) {
      expect(textOfDateValue(dateValueOfText(text)), text).toBe(text);
    }
  });
});

describe('isCommittedDateValue', () => {
  it('is true for empty and for a real ISO date only', () => {
    expect(isCommittedDateValue('')).toBe(true);
    expect(isCommittedDateValue('2024-02-29')).toBe(true);
    expect(isCommittedDateValue('15-08-1992')).toBe(false);
    expect(isCommittedDateValue('2023-02-29')).toBe(false);
  });
});

describe('clockText', () => {
  it('writes seconds as m:ss, or h:mm:ss from an hour', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(83)).toBe('1:23');
    expect(clockText(3725)).toBe('1:02:05');
  });
});

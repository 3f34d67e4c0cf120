import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.js';
import {
  ageOn,
  daysRemaining,
  endOfIndiaDayExclusive,
  formatDate,
  indiaDate,
  isIsoDate,
  startOfIndiaDay,
  startOfIndiaMonth,
} from './dates.js';
import { promoterLevelLabel, ROLE_LABELS, withdrawStatusLabel } from './enums.js';
import { DEFAULT_TABLE_QUERY, pageInfoOf, toListParams } from './list-query.js';
import {
  AMOUNT_MESSAGES,
  formatAmount,
  formatWithdrawalAmount,
  MAX_AMOUNT_RUPEES,
  paiseToRupees,
  rupeeAmountProblem,
  rupeeAmountSchema,
  rupeesToPaise,
} from './money.js';
import { initials, maskAccountNumber, truncate } from './text.js';
import { districtsOf, INDIAN_STATES, isDistrictOf } from '../india/states-districts.js';

describe('money', () => {
  it('converts rupees and paise without drift', () => {
    expect(rupeesToPaise(1250.5)).toBe(125050);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1250.1)).toBe(125010);
    expect(paiseToRupees(125050)).toBe(1250.5);
  });

  it('formats 2 decimals, 0.00 for non-numeric, USD by default', () => {
    expect(formatAmount(12)).toBe('$12.00');
    expect(formatAmount('abc')).toBe('$0.00');
    expect(formatAmount(undefined, 'INR')).toBe('₹0.00');
    expect(formatAmount('1234.5', 'INR')).toBe('₹1,234.50');
    expect(formatAmount(-3, 'EUR')).toBe('-€3.00');
    expect(formatWithdrawalAmount(500)).toBe('-₹500.00');
  });

  it('knows the 11 currencies in order, each with a name, symbol and flag', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual([
      'USD',
      'CAD',
      'BHD',
      'INR',
      'GBP',
      'OMR',
      'QAR',
      'SAR',
      'SGD',
      'AED',
      'EUR',
    ]);
    for (const currency of CURRENCIES)
      expect(currency, currency.code).toEqual({
        code: currency.code,
        name: expect.stringMatching(/\S/),
        symbol: expect.stringMatching(/\S/),
        flag: expect.stringMatching(/^\p{Regional_Indicator}{2}$/u),
      });
  });
});

describe('dates in India time', () => {
  it('formats DD-MM-YYYY on the India-time calendar', () => {
    expect(formatDate('2026-03-10')).toBe('10-03-2026');
    expect(formatDate('2026-03-09T18:40:00Z')).toBe('10-03-2026');
    expect(formatDate('2026-03-09T18:20:00Z')).toBe('09-03-2026');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('bounds whole India-time days', () => {
    expect(startOfIndiaDay('2026-03-10').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(endOfIndiaDayExclusive('2026-03-10').toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(indiaDate(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
    expect(startOfIndiaMonth(new Date('2026-03-31T19:00:00Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
  });

  it('validates calendar dates and counts ages by birthday', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
  });

  it('turns a token expiry into days remaining', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(daysRemaining(now.getTime() / 1000 + 86_400, now)).toBe(1);
    expect(daysRemaining(now.getTime() / 1000 + 86_401, now)).toBe(2);
    expect(daysRemaining(now.getTime() / 1000 - 10, now)).toBe(0);
  });
});

describe('text', () => {
  it('takes initials of the first two words', () => {
    expect(initials('asha kumar devi')).toBe('AK');
    expect(initials('superadmin')).toBe('S');
    expect(initials('')).toBe('');
  });

  it('truncates at 345 with an ellipsis', () => {
    expect(truncate('a'.repeat(345))).toBe('a'.repeat(345));
    expect(truncate('a'.repeat(346))).toBe(`${'a'.repeat(345)}...`);
  });

  it('masks account numbers to the last 4 digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXX9012');
    expect(maskAccountNumber('12')).toBe('XXXX12');
  });
});

describe('labels', () => {
  it('names roles, levels and statuses', () => {
    expect(ROLE_LABELS[0]).toBe('Admin');
    expect(ROLE_LABELS[2]).toBe('User');
    expect(promoterLevelLabel(0)).toBe('Promoter');
    expect(promoterLevelLabel(4)).toBe('Promoter Level 4');
    expect(promoterLevelLabel(null)).toBe('Trainee');
    expect(withdrawStatusLabel(2)).toBe('completed');
    expect(withdrawStatusLabel(9)).toBe('pending');
  });
});

describe('list contract', () => {
  it('computes page info', () => {
    expect(pageInfoOf(21, 3, 10)).toEqual({
      total_records: 21,
      page_number: 3,
      page_size: 10,
      total_pages: 3,
      total_capped: false,
    });
    expect(pageInfoOf({ total: 10_000, capped: true }, 1, 10)).toEqual({
      total_records: 10_000,
      page_number: 1,
      page_size: 10,
      total_pages: 1000,
      total_capped: true,
    });
  });

  it('turns table state into query parameters, dropping blanks', () => {
    expect(toListParams(DEFAULT_TABLE_QUERY)).toEqual({ page_size: '10', page_number: '1' });
    expect(
      toListParams({
        ...DEFAULT_TABLE_QUERY,
        search: 'ravi',
        filter: { current_promoter_level: '2', fromdate: '' },
        pageNo: 3,
        sortBy: 'created_at',
        sortDir: 'asc',
      }),
    ).toEqual({
      page_size: '10',
      page_number: '3',
      search: 'ravi',
      search_param: '{"current_promoter_level":"2"}',
      sortBy: 'created_at',
      sortDir: 'asc',
    });
  });
});

describe('India states and districts', () => {
  it('holds all 36 states and union territories with their districts', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    const total = INDIAN_STATES.reduce((sum, s) => sum + s.districts.length, 0);
    expect(total).toBeGreaterThan(760);
    expect(districtsOf('Kerala')).toHaveLength(14);
    expect(districtsOf('Delhi').length).toBe(11);
    expect(isDistrictOf('Tamil Nadu', 'Chennai')).toBe(true);
    expect(isDistrictOf('Kerala', 'Chennai')).toBe(false);
    for (const state of INDIAN_STATES) for (const d of state.districts) expect(d).toBe(d.trim());
  });
});

describe('rupee amounts', () => {
  it('accepts at most 2 decimals and refuses what would need rounding', () => {
    expect(rupeeAmountProblem(2.5)).toBeNull();
    expect(rupeeAmountProblem(2.51)).toBeNull();
    expect(rupeeAmountProblem(0.01)).toBeNull();
    expect(rupeeAmountProblem(1250.1)).toBeNull();
    expect(rupeeAmountProblem(1.005)).toBe(AMOUNT_MESSAGES.decimals);
    expect(rupeeAmountProblem(12.345)).toBe(AMOUNT_MESSAGES.decimals);
  });

  it('wants more than 0, or any non-zero amount when signed', () => {
    expect(rupeeAmountProblem(0)).toBe(AMOUNT_MESSAGES.positive);
    expect(rupeeAmountProblem(-5)).toBe(AMOUNT_MESSAGES.positive);
    expect(rupeeAmountProblem(-5, { signed: true })).toBeNull();
    expect(rupeeAmountProblem(0, { signed: true })).toBe(AMOUNT_MESSAGES.nonZero);
    expect(rupeeAmountProblem(Number.NaN)).toBe(AMOUNT_MESSAGES.required);
    expect(rupeeAmountProblem(MAX_AMOUNT_RUPEES + 1)).toBe(AMOUNT_MESSAGES.tooLarge);
  });

  it('reads number text as a form sends it, and converts exactly to paise', () => {
    const schema = rupeeAmountSchema();
    expect(schema.parse('1,250.50')).toBe(1250.5);
    expect(rupeesToPaise(schema.parse('2.51') as number)).toBe(251);
    // The schema carries the messages' codes (docs/decisions/144-server-messages-by-code.md).
    expect(schema.safeParse('12.345').error?.issues[0]?.message).toBe('amount.decimals');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('amount.required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('amount.required');
    expect(schema.safeParse(MAX_AMOUNT_RUPEES + 1).error?.issues[0]?.message).toBe(
      'amount.too_large?max=%E2%82%B91%2C00%2C00%2C000',
    );
  });
});

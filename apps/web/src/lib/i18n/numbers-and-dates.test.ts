import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  formatDate,
  formatIndiaClock,
  formatRupees,
  formatSignedRupees,
  UI_LANGUAGES,
  type UiLanguage,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { formatCount, rangeSummary } from '../../components/data-table/table-rules';
import { intlLocaleOf } from './language-choice';
import { translateIn } from './translate-in';

/**
 * Issue 16 point 4 (docs/decisions/142-numbers-and-dates-in-every-language.md): whatever the UI
 * language, amounts are grouped as in India (₹1,00,000.00), dates read DD-MM-YYYY, digits are
 * Latin, and plurals follow the language's own rules.
 */
const NOT_LATIN_DIGIT = /[\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/;

/** A message with a plural, as a screen's would be, in `language` as the app activates it. */
function pluralIn(language: UiLanguage, count: number): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: language,
    locales: intlLocaleOf(language),
    messages: { videos: compileMessage('{count, plural, one {# one} other {# other}}') },
  });
  return i18n._('videos', { count });
}

describe.each(UI_LANGUAGES)('in %s', (language) => {
  const t = translateIn(language);

  it('amounts and dates are written the same, Indian grouping and DD-MM-YYYY', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees('12345678.5')).toBe('₹1,23,45,678.50');
    expect(formatSignedRupees(2500)).toBe('+₹2,500.00');
    expect(formatDate('2026-11-25')).toBe('25-11-2026');
    expect(formatIndiaClock('2026-11-25T10:00:00Z')).not.toMatch(NOT_LATIN_DIGIT);
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it("a message's placeholders keep them: the table's summary reads Latin digits, grouped as in India", () => {
    const summary = t(
      'table.pagination.summary',
      rangeSummary({ pageNo: 10001, pageSize: 10, totalRecords: 150000 }, 10),
    );
    expect(summary).toContain('1,00,001');
    expect(summary).toContain('1,00,010');
    expect(summary).toContain('1,50,000');
    expect(summary).not.toMatch(NOT_LATIN_DIGIT);
  });

  it("a plural's number is written with Latin digits and Indian grouping", () => {
    expect(pluralIn(language, 100000)).toMatch(/^1,00,000 /);
    expect(pluralIn(language, 1234567)).toMatch(/^12,34,567 /);
    expect(pluralIn(language, 5)).not.toMatch(NOT_LATIN_DIGIT);
  });

  it("plurals follow the language's own rules", () => {
    const own = new Intl.PluralRules(language);
    const used = new Intl.PluralRules(intlLocaleOf(language));
    for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000000, 1.5]) {
      expect(used.select(count), `${language} ${count}`).toBe(own.select(count));
    }
    // Hindi and Kannada count 0 as one; English, Tamil, Telugu and Malayalam do not.
    const zeroIsOne = language === 'hi' || language === 'kn';
    expect(pluralIn(language, 0)).toBe(zeroIsOne ? '0 one' : '0 other');
    expect(pluralIn(language, 1)).toBe('1 one');
    expect(pluralIn(language, 2)).toBe('2 other');
  });
});

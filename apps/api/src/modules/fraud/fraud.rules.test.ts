import { describe, expect, it } from 'vitest';
import { burstAround, isCountedAddress, numbersOf, reasonOf, signalNaming } from './fraud.rules.js';

/** docs/decisions/186-fraud-signals.md */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, 0) + minutes * 60_000);
const registration = (id: number, minutes: number) => ({ id, at: at(minutes) });

describe('numbersOf', () => {
  it("takes the mobile, the WhatsApp numbers and a UPI ID's name when it is a mobile number, once each", () => {
    expect(
      numbersOf({ mobile: '9876543210', whatsapps: ['9876543210', '9123456780'], upiId: '9000000001@ybl' }),
    ).toEqual(['9876543210', '9123456780', '9000000001']);
  });

  it('leaves out a UPI ID named otherwise, and anything not ten digits', () => {
    expect(numbersOf({ mobile: null, whatsapps: ['12345'], upiId: 'kavya.r@oksbi' })).toEqual([]);
    expect(numbersOf({ mobile: null, whatsapps: [], upiId: '919876543210@ybl' })).toEqual([]);
  });
});

describe('isCountedAddress', () => {
  it('counts a client address, never the loopback or an unknown one', () => {
    expect(isCountedAddress('203.0.113.7')).toBe(true);
    expect(isCountedAddress('2001:db8::1')).toBe(true);
    expect(isCountedAddress('::ffff:203.0.113.7')).toBe(true);
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'unknown', '', null])
      expect(isCountedAddress(ip), String(ip)).toBe(false);
  });
});

describe('burstAround', () => {
  it('finds the busiest hour holding the registration, both ends included', () => {
    const registrations = [registration(1, 0), registration(2, 30), registration(3, 60), registration(4, 61)];
    expect(burstAround(registrations, registration(2, 30), 3).map((r) => r.id)).toEqual([1, 2, 3]);
    // The only hour holding 4 and three registrations ends at it; 1 is 61 minutes before.
    expect(burstAround(registrations, registration(4, 61), 3).map((r) => r.id)).toEqual([2, 3, 4]);
  });

  it('answers nothing below the threshold, or for registrations more than an hour apart', () => {
    const spread = [registration(1, 0), registration(2, 61), registration(3, 122)];
    expect(burstAround(spread, registration(2, 61), 2)).toEqual([]);
    expect(burstAround([registration(1, 0), registration(2, 10)], registration(1, 0), 3)).toEqual([]);
  });
});

describe('signalNaming and reasonOf', () => {
  it('keeps each account once, in order, with the count of all of them', () => {
    const signal = signalNaming('shared_pan', [9, 3, 9, 5]);
    expect(signal).toEqual({ kind: 'shared_pan', params: { count: 3 }, relatedUserIds: [3, 5, 9] });
    expect(signalNaming('ip_burst', [2], 6).params).toEqual({ count: 6 });
    const many = signalNaming(
      'sponsor_burst',
      Array.from({ length: 80 }, (_, i) => i + 1),
    );
    expect(many.relatedUserIds).toHaveLength(50);
    expect(many.params.count).toBe(80);
  });

  it('writes the reason in English with its count', () => {
    expect(reasonOf('shared_mobile', { count: 2 })).toBe('Mobile number shared with other accounts (2)');
    expect(reasonOf('fast_quiz', { count: 4 })).toBe(
      'Quiz answers submitted faster than the questions could be read (4 quizzes)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  lockIdOf,
  lockIdsInOrder,
  passwordCheckRules,
  registrationRules,
  retryAfterSeconds,
  waitText,
} from './throttle.rules.js';

describe('retryAfterSeconds', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  it('counts until the limit-th latest attempt leaves the window', () => {
    expect(retryAfterSeconds(new Date('2026-03-10T09:50:00Z'), 15 * 60, now)).toBe(5 * 60);
    expect(retryAfterSeconds(new Date('2026-03-10T09:45:00.400Z'), 15 * 60, now)).toBe(1);
  });
  it('is never below one second', () => {
    expect(retryAfterSeconds(new Date('2026-03-10T09:00:00Z'), 15 * 60, now)).toBe(1);
  });
});

describe('waitText', () => {
  it('rounds up to whole minutes', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
  });
});

describe('rules', () => {
  it('gives a password check a budget of ten per username and fifty per IP in 15 minutes', () => {
    expect(passwordCheckRules('asha', '203.0.113.7')).toEqual([
      { key: 'login:user:asha', limit: 10, windowSeconds: 900 },
      { key: 'login:ip:203.0.113.7', limit: 50, windowSeconds: 900 },
    ]);
  });
  it('gives registration an hourly budget per IP', () => {
    expect(registrationRules('203.0.113.7', 20)).toEqual([
      { key: 'register:ip:203.0.113.7', limit: 20, windowSeconds: 3600 },
    ]);
  });
});

describe('lock ids', () => {
  it('are stable 32-bit integers, distinct for distinct keys', () => {
    expect(lockIdOf('login:user:asha')).toBe(lockIdOf('login:user:asha'));
    expect(lockIdOf('login:user:asha')).not.toBe(lockIdOf('login:user:ashb'));
    for (const key of ['', 'a', 'login:ip:2001:db8::1', 'x'.repeat(200)]) {
      const id = lockIdOf(key);
      expect(Number.isInteger(id) && id >= -(2 ** 31) && id < 2 ** 31).toBe(true);
    }
  });
  it('come out ascending and without repeats', () => {
    const rules = [...passwordCheckRules('asha', '10.0.0.1'), ...passwordCheckRules('asha', '10.0.0.1')];
    const ids = lockIdsInOrder(rules);
    expect(ids).toHaveLength(2);
    expect(ids[0]!).toBeLessThan(ids[1]!);
  });
});

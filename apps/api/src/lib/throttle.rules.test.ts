import { describe, expect, it } from 'vitest';
import {
  backoffDelaySeconds,
  backoffWaitSeconds,
  ipBudgetAddress,
  knownDeviceRules,
  lockIdOf,
  lockIdsInOrder,
  passwordCheckRules,
  registrationRules,
  retryAfterSeconds,
  USERNAME_BACKOFF,
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
  it('is never above the window, even for an attempt stamped after the reading began', () => {
    // A concurrent request's attempt, written after this transaction's now(): seen on PostgreSQL.
    expect(retryAfterSeconds(new Date('2026-03-10T10:00:00.300Z'), 60, now)).toBe(60);
    expect(retryAfterSeconds(new Date('2026-03-10T10:00:00Z'), 60, now)).toBe(60);
  });
});

describe('waitText', () => {
  it('says seconds under a minute, then rounds up to whole minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(2)).toBe('2 seconds');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
  });
});

describe('rules', () => {
  it('gives a password check the username backoff and a hundred failures per address in 15 minutes', () => {
    expect(passwordCheckRules('asha', '203.0.113.7')).toEqual([
      { key: 'login:user:asha', backoff: USERNAME_BACKOFF, windowSeconds: 900 },
      { key: 'login:ip:203.0.113.7', limit: 100, windowSeconds: 900, subject: 'asha' },
    ]);
  });
  it('gives a known device only its own budget of five', () => {
    expect(knownDeviceRules('d-1')).toEqual([{ key: 'login:device:d-1', limit: 5, windowSeconds: 900 }]);
  });
  it('gives registration an hourly budget per IP', () => {
    expect(registrationRules('203.0.113.7', 20)).toEqual([
      { key: 'register:ip:203.0.113.7', limit: 20, windowSeconds: 3600 },
    ]);
  });
});

describe('the username backoff', () => {
  it('lets five go at once, then waits 2, 4, 8, 16, 32, 64 and at most 90 seconds', () => {
    const delays = Array.from({ length: 14 }, (_, n) => backoffDelaySeconds(n, USERNAME_BACKOFF));
    expect(delays).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 90, 90, 90]);
    expect(backoffDelaySeconds(10_000, USERNAME_BACKOFF)).toBe(90);
  });
  it('waits from the latest attempt, never longer than the largest delay', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(backoffWaitSeconds(4, ago(0), USERNAME_BACKOFF, now)).toBe(0);
    expect(backoffWaitSeconds(5, ago(0.5), USERNAME_BACKOFF, now)).toBe(2);
    expect(backoffWaitSeconds(5, ago(2), USERNAME_BACKOFF, now)).toBe(0);
    expect(backoffWaitSeconds(40, ago(0), USERNAME_BACKOFF, now)).toBe(90);
    expect(backoffWaitSeconds(40, ago(89.5), USERNAME_BACKOFF, now)).toBe(1);
    expect(backoffWaitSeconds(40, ago(90), USERNAME_BACKOFF, now)).toBe(0);
  });
});

describe('ipBudgetAddress', () => {
  it('counts an IPv4 address as itself, an IPv4-mapped one as IPv4, and IPv6 by its /64', () => {
    expect(ipBudgetAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(ipBudgetAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipBudgetAddress('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(ipBudgetAddress('2001:0db8:0007:0007:ffff:1:2:3')).toBe('2001:db8:7:7::/64');
    expect(ipBudgetAddress('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(ipBudgetAddress('unknown')).toBe('unknown');
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
    const ids = lockIdsInOrder(rules.map((rule) => rule.key));
    expect(ids).toHaveLength(2);
    expect(ids[0]!).toBeLessThan(ids[1]!);
  });
});

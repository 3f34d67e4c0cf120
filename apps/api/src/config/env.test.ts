import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxy()).toBe(0);
    expect(trustProxy('false')).toBe(0);
  });

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it('takes a list of proxy addresses, CIDRs and named ranges', () => {
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,2001:db8::/32,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it.each(['true', '1.2.3', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129', 'proxy.example', '10.0.0.1,', '-1'])(
    'refuses %j naming the variable',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { clientAddress, trustProxyOption } from './client-ip.js';

describe('clientAddress', () => {
  it('keeps a forwarded IPv4 or IPv6 address', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8::1', '10.0.0.1')).toBe('2001:db8::1');
    expect(clientAddress('::ffff:255.255.255.255', '10.0.0.1')).toBe('::ffff:255.255.255.255');
  });

  it('falls back to the connection address for junk or an over-long value', () => {
    expect(clientAddress('not-an-ip', '10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress('1'.repeat(80), '10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress('', '10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress(undefined, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('answers a fixed word when neither is an address, never a value longer than a column', () => {
    expect(clientAddress('x'.repeat(100), undefined)).toBe('unknown');
    expect(clientAddress(undefined, 'y'.repeat(100))).toBe('unknown');
  });
});

describe('trustProxyOption', () => {
  it('trusts no hop for 0, the nearest N hops for N, and a list as given', () => {
    expect(trustProxyOption(0)).toBe(false);
    const one = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect([one('10.0.0.1', 0), one('198.51.100.66', 1)]).toEqual([true, false]);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

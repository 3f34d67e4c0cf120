import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';
import { isTrustedProxy, networkOf, serverTimeoutOptions } from './connection-guards.js';

describe('networkOf', () => {
  it('counts an IPv4 client by its address, written either way', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('isTrustedProxy', () => {
  it('trusts no connection without TRUST_PROXY', () => {
    expect(isTrustedProxy(0)('127.0.0.1')).toBe(false);
  });

  it('trusts every connection for a hop count: the portal is then reachable only through proxies', () => {
    expect(isTrustedProxy(1)('198.51.100.9')).toBe(true);
  });

  it("trusts a listed proxy's address or range only, by Fastify's rules", () => {
    const trusted = isTrustedProxy(['10.0.0.0/8', 'loopback']);
    expect(['10.2.3.4', '127.0.0.1', '::1', '::ffff:127.0.0.1'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '2001:db8::1'].map(trusted)).toEqual([false, false]);
  });
});

describe('timeout settings', () => {
  it('listen on loopback and bound every wait by default', () => {
    const config = loadConfig({});
    expect(config.HOST).toBe('127.0.0.1');
    expect(config).toMatchObject({
      HEADERS_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 30_000,
      UPLOAD_TIMEOUT_MS: 3_600_000,
      CONNECTION_TIMEOUT_MS: 60_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
      MAX_CONNECTIONS_PER_IP: 256,
    });
    expect(serverTimeoutOptions(config)).toEqual({
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      requestTimeout: 3_600_000,
      http: { requestTimeout: 3_600_000, headersTimeout: 20_000, connectionsCheckingInterval: 1000 },
    });
  });

  it('refuse zero (no timeout at all) and contradictions, naming the variable', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS: /);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '60000', UPLOAD_TIMEOUT_MS: '30000' })).toThrow(
      ConfigError,
    );
  });
});

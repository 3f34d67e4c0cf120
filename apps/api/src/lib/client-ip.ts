import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The longest textual IP address (an IPv4-mapped IPv6); the ip columns hold 64 characters. */
const MAX_IP_LENGTH = 45;

/**
 * The address the throttles count and sessions and audit rows record. Fastify takes it from
 * X-Forwarded-For through the trusted hops only (TRUST_PROXY), but a forwarded value is text a
 * client or a misconfigured proxy wrote: anything that is not an IP address falls back to the
 * connection's own address, so a junk or over-long header never breaks a request
 * (docs/product/security.md).
 */
export function clientAddress(forwarded: string | undefined, socketAddress: string | undefined): string {
  if (forwarded && forwarded.length <= MAX_IP_LENGTH && isIP(forwarded) !== 0) return forwarded;
  if (socketAddress && socketAddress.length <= MAX_IP_LENGTH && isIP(socketAddress) !== 0)
    return socketAddress;
  return 'unknown';
}

export function clientIp(request: FastifyRequest): string {
  return clientAddress(request.ip, request.socket.remoteAddress);
}

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. Fastify refuses a bare hop count (it cannot
 * tell whether the peer is the proxy), so a count becomes "trust the nearest N hops": correct
 * when the portal is reachable only through its proxies; otherwise list their addresses
 * (docs/decisions/011-proxy-trust.md).
 */
export function trustProxyOption(
  setting: number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting;
  if (setting <= 0) return false;
  return (_address, hop) => hop < setting;
}

import type { IncomingMessage, ServerOptions } from 'node:http';
import { isIPv4, isIPv6, Socket, type Server } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.js';
import { trustProxyOption } from './client-ip.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route receives large uploads: once its hooks have let the caller in, the body may take
     * UPLOAD_TIMEOUT_MS instead of REQUEST_TIMEOUT_MS (docs/decisions/090-slow-clients.md).
     */
    longUpload?: boolean;
  }
}

type TimeoutSettings = Pick<
  AppConfig,
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'UPLOAD_TIMEOUT_MS'
  | 'CONNECTION_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
>;

/**
 * Fastify's server options for the configured timeouts. Node's own whole-request limit is one
 * number for every route, so it is the upload's (the longest) and a backstop; every other route's
 * shorter body deadline is `guardSlowBodies`' timer.
 */
export function serverTimeoutOptions(config: TimeoutSettings): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.UPLOAD_TIMEOUT_MS,
    http: {
      requestTimeout: config.UPLOAD_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node looks for expired headers every 30 s by default, so a 20 s limit could hold 50 s.
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
  };
}

const TIMEOUT_BODY = JSON.stringify({
  message: 'The request took too long to arrive',
  errors: { body: ['The request took too long to arrive'] },
});
const TIMEOUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`;

const deadlines = new WeakMap<IncomingMessage, NodeJS.Timeout>();

function hasBody(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Closes the connection unless the request's body has all arrived `totalMs` after its headers. */
function setDeadline(request: FastifyRequest, reply: FastifyReply, totalMs: number): void {
  const raw = request.raw;
  clearTimeout(deadlines.get(raw));
  const timer = setTimeout(
    () => {
      if (raw.complete) return;
      const socket = raw.socket;
      request.log.info(
        { timeoutMs: totalMs },
        'request body still arriving at its deadline: connection closed',
      );
      // The same answer Node gives for its own request timeout, when no answer has started.
      if (!reply.raw.headersSent && socket.writable) socket.write(TIMEOUT_RESPONSE);
      socket.destroy();
    },
    Math.max(0, totalMs - reply.elapsedTime),
  );
  deadlines.set(raw, timer);
  const clear = () => clearTimeout(timer);
  raw.once('end', clear);
  raw.once('close', clear);
}

/**
 * A body must arrive within REQUEST_TIMEOUT_MS of its headers, however steadily it trickles: an
 * idle timeout alone lets a client send a byte every few seconds for ever (the review held 2,000
 * connections that way). A `longUpload` route's body gets UPLOAD_TIMEOUT_MS instead, set in
 * preHandler, so only a caller its policy admits (an admin) gets the long deadline; anyone else's
 * upload keeps the short one. An upload that stalls is still closed by CONNECTION_TIMEOUT_MS.
 */
export function guardSlowBodies(app: FastifyInstance, config: TimeoutSettings): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Requests made by inject() have no connection to close.
    if (request.raw.socket instanceof Socket && hasBody(request.raw)) {
      setDeadline(request, reply, config.REQUEST_TIMEOUT_MS);
    }
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    if (request.routeOptions.config.longUpload && deadlines.has(request.raw) && !request.raw.complete) {
      setDeadline(request, reply, config.UPLOAD_TIMEOUT_MS);
    }
    done();
  });
}

/**
 * The key one client's connections are counted under: an IPv4 address, or an IPv6 address's /64
 * (one subscriber's network: a client holding a /64 could otherwise use a fresh address for every
 * connection).
 */
export function networkOf(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (bare.toLowerCase().startsWith('::ffff:') && isIPv4(bare.slice(7))) return bare.slice(7);
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(1, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Whether a connection comes from a proxy that TRUST_PROXY names (Fastify's own rules). */
export function isTrustedProxy(setting: AppConfig['TRUST_PROXY']): (address: string) => boolean {
  const option = trustProxyOption(setting);
  if (option === false) return () => false;
  const trust = typeof option === 'function' ? option : proxyAddr.compile(option);
  return (address) => trust(address, 0);
}

/**
 * At most `max` connections open at once from one client; a connection past it is closed at
 * once, before a byte of it is read. A trusted proxy's connections are not counted: they carry
 * many clients, and the proxy limits each of them (README, Configuration).
 */
export function limitConnectionsPerClient(
  server: Server,
  { max, trustProxy, log }: { max: number; trustProxy: AppConfig['TRUST_PROXY']; log: FastifyBaseLogger },
): void {
  if (max <= 0) return;
  const trusted = isTrustedProxy(trustProxy);
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address)) return;
    const key = networkOf(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      if (!refusing.has(key)) {
        refusing.add(key);
        log.warn({ client: key, max }, 'too many connections from one client: closing the new ones');
      }
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      if (left < max) refusing.delete(key);
    });
  });
}

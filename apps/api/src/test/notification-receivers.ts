import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import ece from 'http_ece';
import selfsigned from 'selfsigned';

/**
 * What the notification tests send to, all on loopback (docs/decisions/183-notifications-outbox.md):
 * an SMTP server that keeps the mails it receives, a Web Push endpoint that decrypts what it is
 * sent with the browser's keys, and an SMS/WhatsApp template gateway that keeps the bodies posted.
 */

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function listen(server: Server | SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = (server instanceof SMTPServer ? server.server : server).address() as AddressInfo;
  return address.port;
}

function close(server: Server | SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface SmtpReceiver {
  url: string;
  mails: ParsedMail[];
  close(): Promise<void>;
}

/** An SMTP server taking any mail (no TLS, no login), parsed as it arrives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await listen(server);
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => close(server) };
}

export interface PushReceiver {
  /** The endpoint's self-signed certificate, for the sender's agent to trust. */
  ca: string;
  /** A browser's subscription (what PushSubscription.toJSON() gives) whose endpoint is this server. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Every message received, decrypted, with the endpoint it came to and its headers. */
  messages: {
    endpoint: string;
    payload: string;
    ttl: string | undefined;
    authorization: string | undefined;
  }[];
  /** The next `count` messages to an endpoint are answered with `status` (410: the subscription is gone). */
  failNext(name: string, status: number, count?: number): void;
  close(): Promise<void>;
}

/**
 * A Web Push endpoint over HTTPS (a push service's only scheme): each subscription has its own key
 * pair and auth secret, as a browser's would, so a message is read back only if it was encrypted
 * for it (RFC 8291, aes128gcm).
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const failures = new Map<string, { status: number; count: number }>();
  const messages: PushReceiver['messages'] = [];
  const server = createHttpsServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    void readBody(request).then((body) => {
      const name = (request.url ?? '').replace('/push/', '');
      const failure = failures.get(name);
      if (failure && failure.count > 0) {
        failure.count -= 1;
        response.writeHead(failure.status).end();
        return;
      }
      const browser = browsers.get(name);
      if (!browser) {
        response.writeHead(404).end();
        return;
      }
      const payload = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth.toString('base64url'),
      });
      messages.push({
        endpoint: name,
        payload: payload.toString('utf8'),
        ttl: request.headers.ttl as string | undefined,
        authorization: request.headers.authorization,
      });
      response.writeHead(201).end();
    });
  });
  const port = await listen(server);
  return {
    ca: pems.cert,
    subscription(name) {
      let browser = browsers.get(name);
      if (!browser) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        browser = { ecdh, auth: randomBytes(16) };
        browsers.set(name, browser);
      }
      return {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: {
          p256dh: browser.ecdh.getPublicKey().toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
      };
    },
    messages,
    failNext(name, status, count = 1) {
      failures.set(name, { status, count });
    },
    close: () => close(server),
  };
}

export interface GatewayReceiver {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** The next `count` posts are answered with `status`. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

/** An SMS/WhatsApp template-message gateway keeping each JSON body it is posted. */
export async function startGatewayReceiver(): Promise<GatewayReceiver> {
  const requests: GatewayReceiver['requests'] = [];
  let failure = { status: 0, count: 0 };
  const server = createHttpServer((request, response) => {
    void readBody(request).then((body) => {
      if (failure.count > 0) {
        failure.count -= 1;
        response.writeHead(failure.status).end('{"error":"unavailable"}');
        return;
      }
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(body.toString('utf8')) as Record<string, unknown>,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, count = 1) {
      failure = { status, count };
    },
    close: () => close(server),
  };
}

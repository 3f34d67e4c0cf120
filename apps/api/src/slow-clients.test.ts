import { connect, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from './db/schema.js';
import { loginRoot, registerAndLogin, type Session } from './test/fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Slow clients on a listening server (docs/decisions/090-slow-clients.md): the review held 2,000
 * connections open for 100 s by sending a body a byte every 15 s. Here the timeouts are small and
 * the attack is scaled to them; every wait has a deadline, none is a fixed sleep.
 */

const TIMEOUTS = {
  HEADERS_TIMEOUT_MS: 400,
  REQUEST_TIMEOUT_MS: 800,
  UPLOAD_TIMEOUT_MS: 60_000,
  CONNECTION_TIMEOUT_MS: 5_000,
  KEEP_ALIVE_TIMEOUT_MS: 1_000,
};
/** How long past its timeout a connection may stay open (the machine may be busy). */
const SLACK_MS = 3_000;
/** How long the slow upload (2.5 s of body) may take to be answered. */
const UPLOAD_SLACK = 15_000;

async function listening(
  env: Record<string, string>,
  logLines: string[] = [],
): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp(
    { LOG_LEVEL: 'warn', ...env },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  return { t, port: typeof address === 'object' && address ? address.port : 0 };
}

interface Client {
  socket: Socket;
  /** Resolves with the milliseconds from connecting to the connection's close. */
  closed: Promise<number>;
  received(): string;
}

/** A raw connection to the server, open when this resolves. */
function openClient(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let connectedAt = 0;
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<number>((done) =>
      socket.on('close', () => done(performance.now() - connectedAt)),
    );
    socket.once('connect', () => {
      connectedAt = performance.now();
      socket.off('error', reject);
      resolve({ socket, closed, received: () => received });
    });
    socket.once('error', reject);
  });
}

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Writes `bytes` a piece at a time, one piece every `everyMs`, until done or the connection
 * closes; resolves with whether every byte was written.
 */
function trickle(
  client: Client,
  bytes: Buffer | string,
  { pieces, everyMs }: { pieces: number; everyMs: number },
): Promise<boolean> {
  const data = Buffer.from(bytes);
  const size = Math.ceil(data.length / pieces);
  let offset = 0;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (client.socket.destroyed || offset >= data.length) {
        clearInterval(timer);
        resolve(offset >= data.length);
        return;
      }
      client.socket.write(data.subarray(offset, offset + size));
      offset += size;
    }, everyMs);
  });
}

/** Sends one request on the client's connection; resolves with the status of its answer. */
function ask(client: Client, request: string): Promise<number> {
  const before = client.received().length;
  client.socket.write(request);
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /HTTP\/1\.1 (\d{3}) /.exec(client.received().slice(before));
      if (!match) return;
      client.socket.off('data', onData);
      resolve(Number(match[1]));
    };
    client.socket.on('data', onData);
    void client.closed.then(() => reject(new Error(`closed without an answer: ${client.received()}`)));
  });
}

const HEALTH = (connection: 'keep-alive' | 'close') =>
  `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: ${connection}\r\n\r\n`;

const statusOf = (text: string) => /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];

describe('timeouts', () => {
  let t: TestApp;
  let port: number;
  let root: Session;
  let user: Session;
  const logLines: string[] = [];

  beforeAll(async () => {
    ({ t, port } = await listening(
      {
        ...Object.fromEntries(Object.entries(TIMEOUTS).map(([key, value]) => [key, String(value)])),
        MAX_CONNECTIONS_PER_IP: '0',
      },
      logLines,
    ));
    root = await loginRoot(t.app);
    user = await registerAndLogin(t.app, root.promoterCode);
  });
  afterAll(() => t.close());

  it('closes every connection whose body trickles in, a byte at a time, past REQUEST_TIMEOUT_MS', async () => {
    // A byte every 250 ms never leaves a connection idle for CONNECTION_TIMEOUT_MS; the body of
    // 1,000 bytes would take four minutes.
    const clients = await Promise.all(Array.from({ length: 40 }, () => openClient(port)));
    for (const client of clients) {
      client.socket.write(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n',
      );
      void trickle(client, '{'.padEnd(1000, ' '), { pieces: 1000, everyMs: 250 });
    }
    const lifetimes = await within(
      TIMEOUTS.REQUEST_TIMEOUT_MS + SLACK_MS,
      'every slow body closed',
      Promise.all(clients.map((client) => client.closed)),
    );
    for (const lifetime of lifetimes)
      expect(lifetime).toBeGreaterThanOrEqual(TIMEOUTS.REQUEST_TIMEOUT_MS - 50);
    for (const client of clients) {
      expect(statusOf(client.received())).toBe('408');
      expect(client.received()).toMatch(/"errors":\{"body":\["The request took too long to arrive"\]\}/);
    }
    // Served after the closed ones: by now their ended bodies have gone through the error handler,
    // and none was taken for the database being down, or for a server error.
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
    expect(logLines.filter((line) => /database unavailable|unhandled error/.test(line))).toEqual([]);
  });

  it('closes connections whose headers trickle in past HEADERS_TIMEOUT_MS', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => openClient(port)));
    for (const client of clients) {
      void trickle(client, `${HEALTH('keep-alive')}X-Padding: ${'x'.repeat(500)}\r\n\r\n`, {
        pieces: 600,
        everyMs: 100,
      });
    }
    await within(
      TIMEOUTS.HEADERS_TIMEOUT_MS + SLACK_MS,
      'every slow header closed',
      Promise.all(clients.map((client) => client.closed)),
    );
    for (const client of clients) expect(statusOf(client.received())).toBe('408');
  });

  it('closes a connection that sends nothing, and an idle kept-alive one after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const silent = await openClient(port);
    const kept = await openClient(port);
    expect(await ask(kept, HEALTH('keep-alive'))).toBe(200);
    await within(TIMEOUTS.HEADERS_TIMEOUT_MS + SLACK_MS, 'the silent connection closed', silent.closed);
    const lifetime = await within(
      TIMEOUTS.KEEP_ALIVE_TIMEOUT_MS + SLACK_MS,
      'the idle kept-alive connection closed',
      kept.closed,
    );
    expect(lifetime).toBeGreaterThanOrEqual(TIMEOUTS.KEEP_ALIVE_TIMEOUT_MS - 50);
  });

  /** A multipart upload of a tiny PNG, its headers and its body, as a browser would send it. */
  async function uploadRequest(session: Session) {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'dot.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const head =
      `POST /api/v1/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${session.token}\r\n` +
      `Content-Type: ${request.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`;
    return { head, body };
  }

  it("an admin's upload may arrive slower than REQUEST_TIMEOUT_MS; anyone else's may not", async () => {
    const admin = await openClient(port);
    const { head, body } = await uploadRequest(root);
    admin.socket.write(head);
    // About 2.5 s for the body: three times the JSON routes' limit.
    const answered = ask(admin, '');
    expect(await trickle(admin, body, { pieces: 10, everyMs: 250 })).toBe(true);
    expect(await within(UPLOAD_SLACK, 'the slow upload answered', answered)).toBe(201);
    const file = /"file":"([^"]+)"/.exec(admin.received())?.[1] ?? '';
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, file.slice(0, 36)));
    expect(audit).toMatchObject({ action: 'upload.create', actorId: root.userId });

    const other = await openClient(port);
    const refused = await uploadRequest(user);
    other.socket.write(refused.head);
    const allWritten = trickle(other, refused.body, { pieces: 10, everyMs: 400 });
    await within(TIMEOUTS.REQUEST_TIMEOUT_MS + SLACK_MS, 'the refused upload closed', other.closed);
    expect(statusOf(other.received())).toBe('403');
    // Closed while its body (4 s of it) was still arriving.
    expect(await allWritten).toBe(false);
  });

  it('answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'Banyan#Tree42' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('connections per client', () => {
  const MAX = 4;

  it('closes connections past MAX_CONNECTIONS_PER_IP at once, while the open ones are still answered', async () => {
    const { t, port } = await listening({ MAX_CONNECTIONS_PER_IP: String(MAX) });
    try {
      const held = await Promise.all(Array.from({ length: MAX }, () => openClient(port)));
      // Answered: the server has accepted and counted each of them.
      for (const client of held) expect(await ask(client, HEALTH('keep-alive'))).toBe(200);

      const extra = await Promise.all(Array.from({ length: 3 }, () => openClient(port)));
      for (const client of extra) client.socket.write(HEALTH('close'));
      const lifetimes = await within(
        SLACK_MS,
        'the extra connections closed',
        Promise.all(extra.map((c) => c.closed)),
      );
      for (const [index, client] of extra.entries()) {
        expect(client.received()).toBe('');
        expect(lifetimes[index]).toBeLessThan(SLACK_MS);
      }
      for (const client of held) expect(await ask(client, HEALTH('keep-alive'))).toBe(200);

      // A connection that closes frees its place.
      held[0]!.socket.end();
      await held[0]!.closed;
      const answerOfNewConnection = async () => {
        for (;;) {
          const next = await openClient(port);
          const status = await ask(next, HEALTH('close')).catch(() => null);
          if (status) return status;
        }
      };
      const answered = await within(SLACK_MS, 'a new connection answered', answerOfNewConnection());
      expect(answered).toBe(200);
      for (const client of held) client.socket.destroy();
    } finally {
      await t.close();
    }
  });

  it("does not count a trusted proxy's connections: they carry many clients", async () => {
    const { t, port } = await listening({ MAX_CONNECTIONS_PER_IP: String(MAX), TRUST_PROXY: 'loopback' });
    try {
      const clients = await Promise.all(Array.from({ length: MAX + 3 }, () => openClient(port)));
      for (const client of clients) expect(await ask(client, HEALTH('keep-alive'))).toBe(200);
      for (const client of clients) client.socket.destroy();
    } finally {
      await t.close();
    }
  });
});

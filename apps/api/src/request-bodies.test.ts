import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, users } from './db/schema.js';
import { JSON_MAX_DEPTH, PUBLIC_BODY_LIMIT, SIGNED_IN_BODY_LIMIT } from './lib/body-limits.js';
import { registerAndLogin, registration, type Session } from './test/fixtures.js';
import { useTestApp } from './test/test-app.js';

/**
 * Body limits by route and the JSON depth limit (docs/decisions/091-request-body-limits.md): the
 * review's attack, a megabyte of nested JSON at sign-in and registration, is refused unread.
 */
const t = useTestApp();
const { root } = t;
let user: Session;
let port: number;

beforeAll(async () => {
  user = await registerAndLogin(t.app, root.promoterCode);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterEach(() => vi.restoreAllMocks());

/** The review's body: a megabyte of objects nested inside each other (under the old 1 MiB limit). */
const DEEP_MEGABYTE = '{"a":'.repeat(170_000) + '1' + '}'.repeat(170_000);
const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

/** Every JSON.parse call's text length from now on (Fastify's parser calls JSON.parse). */
function watchJsonParse(): number[] {
  const lengths: number[] = [];
  const parse = JSON.parse;
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof parse>[1]) => {
    lengths.push(String(text).length);
    return parse(text, reviver);
  });
  return lengths;
}

const post = (url: string, payload: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...extra } });

/** Sends raw bytes on a new connection; resolves with what the server wrote until it went quiet. */
function exchange(request: string, { closeAfter }: { closeAfter: RegExp }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within 10 s; got: ${received.slice(0, 300)}`));
    }, 10_000);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (closeAfter.test(received)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.write(request);
  });
}

describe('the review attack: a megabyte of nested JSON on the public routes', () => {
  it.each(['/api/v1/auth/login', '/api/v1/auth/register'])(
    '%s answers 413 and never parses it',
    async (url) => {
      const parsed = watchJsonParse();
      const usersBefore = await t.db.$count(users);
      const response = await post(url, DEEP_MEGABYTE);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: `The request body is larger than the ${PUBLIC_BODY_LIMIT / 1024} KiB this address accepts`,
        code: 'request.body_too_large',
        errors: {
          body: [`The request body is larger than the ${PUBLIC_BODY_LIMIT / 1024} KiB this address accepts`],
        },
        codes: { body: ['request.body_too_large'] },
      });
      expect(parsed.filter((length) => length > PUBLIC_BODY_LIMIT)).toEqual([]);
      expect(await t.db.$count(users)).toBe(usersBefore);
    },
  );

  it('is refused by its Content-Length alone: the answer comes before the body is sent', async () => {
    const answer = await exchange(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${DEEP_MEGABYTE.length}\r\n\r\n${DEEP_MEGABYTE.slice(0, 1000)}`,
      { closeAfter: /\r\n\r\n\{.*\}$/s },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/"errors":\{"body":\["The request body is larger than the 8 KiB/);
  });

  it('sent without a length (chunked), it is cut off at the limit', async () => {
    const parsed = watchJsonParse();
    const chunk = DEEP_MEGABYTE.slice(0, 64 * 1024);
    const answer = await exchange(
      'POST /api/v1/auth/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Transfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
      { closeAfter: /\r\n\r\n\{.*\}$/s },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(parsed.filter((length) => length > PUBLIC_BODY_LIMIT)).toEqual([]);
  });
});

describe('JSON nesting', () => {
  it(`a small body nested deeper than ${JSON_MAX_DEPTH} levels is a 422 naming the body, unparsed`, async () => {
    const body = nested(JSON_MAX_DEPTH + 1);
    expect(body.length).toBeLessThan(PUBLIC_BODY_LIMIT);
    const parsed = watchJsonParse();
    const response = await post('/api/v1/auth/login', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: `The request body is nested more than ${JSON_MAX_DEPTH} levels deep`,
      code: 'request.body_too_deep',
      errors: { body: [`The request body is nested more than ${JSON_MAX_DEPTH} levels deep`] },
      codes: { body: ['request.body_too_deep'] },
    });
    expect(parsed).not.toContain(body.length);
  });

  it(`${JSON_MAX_DEPTH} levels are parsed and reach the route's own checks`, async () => {
    const response = await post('/api/v1/auth/login', nested(JSON_MAX_DEPTH));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).not.toMatch(/nested/);
  });

  it('a signed-in route refuses deep nesting too', async () => {
    const response = await t.request(user, {
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: `{"subject":"Hello","message":"Hello there","extra":${nested(100)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: [expect.stringMatching(/nested more than/)] });
    expect(await t.db.$count(contactMessages, eq(contactMessages.userId, user.userId))).toBe(0);
  });
});

describe('normal bodies', () => {
  it('the largest valid registration fits the public limit, even with every character escaped', async () => {
    const longest = 'த'.repeat(100);
    const payload = registration(root.promoterCode, {
      first_name: longest,
      last_name: longest,
      city: longest,
      password: `Aa1@${'ழ'.repeat(196)}`,
      password_confirmation: `Aa1@${'ழ'.repeat(196)}`,
    });
    // Python's json.dumps and others write \uXXXX for every non-ASCII character: the longest form.
    const escaped = JSON.stringify(payload).replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(escaped.length).toBeLessThan(PUBLIC_BODY_LIMIT);
    const response = await post('/api/v1/auth/register', escaped);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.username, payload.username));
    expect(row?.firstName).toBe(longest);
  });

  it('a sign-in works as before', async () => {
    const response = await post(
      '/api/v1/auth/login',
      JSON.stringify({ username: 'root', password: 'Banyan#Tree42' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('a signed-in route takes more than the public limit, up to its own', async () => {
    const message = 'ம'.repeat(2000); // a contact message at its longest, in Tamil
    const padded = (size: number) =>
      JSON.stringify({ subject: 'Long message', message, padding: 'x'.repeat(size) });
    const accepted = await t.request(user, {
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: padded(20 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await t.db.$count(contactMessages, eq(contactMessages.userId, user.userId))).toBe(1);

    const refused = await t.request(user, {
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: padded(SIGNED_IN_BODY_LIMIT),
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The request body is larger than the 64 KiB this address accepts');
    expect(await t.db.$count(contactMessages, eq(contactMessages.userId, user.userId))).toBe(1);
  });

  it('a signed-in route reads no body from a caller without a session', async () => {
    const parsed = watchJsonParse();
    const body = JSON.stringify({ subject: 'x', message: 'y'.repeat(30 * 1024) });
    const response = await post('/api/v1/contact-messages', body);
    expect(response.statusCode).toBe(401);
    expect(parsed).not.toContain(body.length);
  });

  it('an unknown address gets the public limit', async () => {
    const response = await post('/api/v1/no-such-route', JSON.stringify({ pad: 'x'.repeat(20 * 1024) }));
    expect(response.statusCode).toBe(413);
  });
});

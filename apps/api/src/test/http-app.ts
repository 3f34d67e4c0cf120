import type { FastifyInstance, InjectOptions } from 'fastify';

/** What the fixtures read of an answer, as light-my-request gives it. */
export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- as light-my-request's
  cookies: { name: string; value: string }[];
}

/**
 * A server process reached over real HTTP with the shape of `app.inject`, so the fixtures
 * (test/fixtures.ts: login, registration, uploads) drive another process as they drive an app in
 * this one. `defaultHeaders` go with every request (X-Forwarded-For: a client address of its own).
 */
export function httpApp(baseUrl: string, defaultHeaders: Record<string, string> = {}): FastifyInstance {
  const inject = async (options: InjectOptions): Promise<HttpAnswer> => {
    const headers = new Headers({
      ...defaultHeaders,
      ...(options.headers as Record<string, string> | undefined),
    });
    if (options.cookies)
      headers.set(
        'cookie',
        Object.entries(options.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      );
    let body: RequestInit['body'];
    if (Buffer.isBuffer(options.payload)) body = options.payload;
    else if (typeof options.payload === 'string') body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(new URL(String(options.url), baseUrl), {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      json: () => JSON.parse(text),
      cookies: response.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      }),
    };
  };
  return { inject } as unknown as FastifyInstance;
}

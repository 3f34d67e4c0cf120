import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';
import type { AppConfig } from '../config/env.js';

/** Fields of a database error that carry the values of a query (a session id, a hash, a name). */
const VALUE_FIELDS = new Set(['params', 'detail', 'parameters']);

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return value instanceof Error;
}

/** Drizzle puts the bound values in the message: "Failed query: …\nparams: …". */
function withoutParamsLine(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [withheld]');
}

/**
 * A copy of an error, and of its causes, without the values bound to a failed query: no password
 * is ever logged (docs/product/accounts.md, Passwords), and neither is a session id or a hash
 * (docs/product/security.md, Bad input).
 * The query text keeps its placeholders ($1, $2), which is what a reader needs to find the bug.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error) || depth > 5) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (VALUE_FIELDS.has(key)) continue;
    const value = (error as unknown as Record<string, unknown>)[key];
    if (key === 'message' || key === 'stack')
      copy[key] = typeof value === 'string' ? withoutParamsLine(value) : value;
    else if (key === 'cause') copy[key] = withoutQueryValues(value, depth + 1);
    else copy[key] = value;
  }
  return copy;
}

export function serializeError(error: unknown) {
  return isErrorLike(error) ? stdSerializers.err(withoutQueryValues(error) as Error) : error;
}

/** The server's logger: secrets in headers redacted, errors logged without query values. */
export function loggerOptions(
  level: Exclude<AppConfig['LOG_LEVEL'], 'silent'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/**
 * A request's log: one line when it is answered, with its method, URL, status and time, instead
 * of Fastify's two (its arrival only at debug). A line cost a twentieth of a list page's CPU
 * (docs/decisions/171-statements-built-once-per-shape.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

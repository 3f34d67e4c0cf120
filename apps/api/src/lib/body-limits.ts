import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { isPublicPolicy } from './policy.js';

/**
 * The largest body a route takes without a session (sign-in, registration) and anywhere no route
 * says otherwise (an unknown address): the largest valid registration, every field at its longest
 * in a three-byte script, is under 6 KiB (docs/decisions/091-request-body-limits.md).
 */
export const PUBLIC_BODY_LIMIT = 8 * 1024;
/** The largest body of a signed-in route (a long contact message or quiz question is a few KiB). */
export const SIGNED_IN_BODY_LIMIT = 64 * 1024;
/** The deepest nesting of objects and arrays a JSON body may have; the portal's own go 4 deep. */
export const JSON_MAX_DEPTH = 32;

function kib(bytes: number): string {
  return `${Math.round(bytes / 1024)} KiB`;
}

export function bodyTooLarge(limit: number): AppError {
  const message = `The request body is larger than the ${kib(limit)} this address accepts`;
  return new AppError(413, message, { body: [message] });
}

export function bodyTooDeep(): AppError {
  const message = `The request body is nested more than ${JSON_MAX_DEPTH} levels deep`;
  return new AppError(422, message, { body: [message] });
}

/**
 * Whether objects and arrays in `text` nest deeper than `maxDepth`: one pass, no allocation, so a
 * deep body costs what a flat one of its size does and never reaches JSON.parse. Brackets inside
 * strings do not count; for text that is not JSON the answer does not matter, the parser refuses it.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Body limits by route (docs/decisions/091-request-body-limits.md). The server-wide limit is the
 * public one; a route behind a session gets the larger one, since its caller is checked before a
 * byte of the body is read. An oversize body is refused by its Content-Length before it is read,
 * or as soon as the bytes read pass the limit, never parsed. A JSON body is scanned for its depth
 * before it is parsed, then parsed by Fastify's own parser (prototype poisoning refused).
 * Uploads are multipart, parsed by their route with their own limits (uploads.routes.ts).
 */
export function limitRequestBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const routePolicy = route.config?.policy;
    if (route.bodyLimit === undefined && routePolicy && !isPublicPolicy(routePolicy)) {
      route.bodyLimit = SIGNED_IN_BODY_LIMIT;
    }
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (jsonNestingExceeds(text, JSON_MAX_DEPTH)) {
      done(bodyTooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** The API's answer for Fastify's "body too large", naming the limit; null for any other error. */
export function bodyLimitError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return null;
  return bodyTooLarge(request.routeOptions.bodyLimit);
}

import { MESSAGES } from '@portal/shared';
import type { z } from 'zod';

/**
 * The one error services throw: a status and a message a user can act on (docs/product/roles.md,
 * Status codes).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function validationError(fieldErrors: Record<string, string[]>): AppError {
  const first = Object.values(fieldErrors)[0]?.[0] ?? 'The given data was invalid.';
  return new AppError(422, first, fieldErrors);
}

export function fieldError(field: string, message: string): AppError {
  return validationError({ [field]: [message] });
}

/**
 * Checks `input` against a schema the route could not pick because it depends on stored data
 * (the shape of an account's role): a 422 naming each wrong field, like the routes' own checks.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw validationError(errors);
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = MESSAGES.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when the database could not be reached, so the request deserves a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; message?: string; cause?: unknown };
    if (candidate.code && CONNECTION_ERROR_CODES.has(candidate.code)) return true;
    if (candidate.message && /Connection terminated|connect ECONNREFUSED/i.test(candidate.message))
      return true;
    current = candidate.cause;
  }
  return false;
}

/** Network failures of a request to the bucket. */
const STORAGE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when the bucket (STORAGE=s3) could not be reached: the AWS SDK marks what it throws with
 * `$metadata`, and a network failure with its code. Uploads and playback then get a 503 that says
 * so, not the database's (docs/decisions/167-faults-under-load.md).
 */
export function isStorageUnavailable(error: unknown): boolean {
  const candidate = error as { $metadata?: unknown; code?: string; name?: string } | null;
  if (!candidate || typeof candidate !== 'object' || !('$metadata' in candidate)) return false;
  return STORAGE_NETWORK_CODES.has(candidate.code ?? '') || candidate.name === 'TimeoutError';
}

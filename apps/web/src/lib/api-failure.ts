import { MESSAGES } from '@portal/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Statuses whose own message the user reads when the portal's API sent one: 400 and 401 by the
 * fixed rules (docs/product/screens.md, Feedback), 403, 404 and 429 by ours
 * (docs/decisions/029-network-error.md).
 */
const SERVER_MESSAGE_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 429]);

export interface FailureFeedback {
  message: string;
  /** 422 field errors, field → messages. */
  errors: Record<string, string[]>;
}

/** The API's error body is `{ message, errors? }`; a proxy's HTML page or an empty body has neither. */
function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!body || typeof body !== 'object') return {};
  const { errors } = body as { errors?: unknown };
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/**
 * What a failed answer tells the user (docs/product/screens.md, Feedback): 401, 400, 422 and 500
 * as fixed, the server's message for 403, 404 and 429, and 'Network Error' for every other failure:
 * a 502, 503 or 504, or a 404 or 403 page that a proxy sent instead of the API's JSON.
 */
export function failureFeedbackOf(method: HttpMethod, status: number, body: unknown): FailureFeedback {
  const serverMessage = messageOf(body);
  const errors = status === 422 ? fieldErrorsOf(body) : {};
  // A 500 never shows internals, whatever the body says.
  if (status === 500) return { message: MESSAGES.serverError, errors };
  if (status === 422) {
    return { message: serverMessage ?? Object.values(errors)[0]?.[0] ?? MESSAGES.serverError, errors };
  }
  if (SERVER_MESSAGE_STATUSES.has(status) && serverMessage) return { message: serverMessage, errors };
  if (status === 401) return { message: MESSAGES.sessionEnded, errors };
  if (status === 400) {
    return { message: method === 'GET' ? MESSAGES.recordNotFound : MESSAGES.serverError, errors };
  }
  return { message: MESSAGES.networkError, errors };
}

import { MESSAGES } from '@portal/shared';
import { toast } from './toast';
import { failureFeedbackOf, type HttpMethod } from './api-failure';
import { saveResponseAsFile } from './download-file';
import { i18n } from './i18n/i18n';

/**
 * Versioned base path of the API (docs/product/roles.md, Status codes); the host is the portal's
 * own origin.
 */
export const API_BASE = '/api/v1';
export const DEFAULT_DOWNLOAD_NAME = 'download.xlsx';

type Method = HttpMethod;
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A failed call: the HTTP status (0 when the network failed), the message shown, and 422 field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  /** Appended as a path segment: GET {endpoint}/{key}, PUT and DELETE {endpoint}/{id}. */
  key?: string | number;
  params?: QueryParams;
  /** False when the caller shows the failure itself (for example inline in a form). */
  errorToast?: boolean;
  /** False when a 401 is an expected answer (restoring a session, signing in) rather than a session ending. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
}

let unauthorizedHandler: () => void = () => {};

/** The auth provider registers how a 401 ends the session (clear the user, go to /login). */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = () => {};
  };
}

export function buildUrl(endpoint: string, key?: string | number, params?: QueryParams): string {
  const path = [API_BASE, endpoint.replace(/^\/+|\/+$/g, '')];
  if (key !== undefined && key !== '') path.push(encodeURIComponent(String(key)));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const queryString = query.toString();
  return `${path.join('/')}${queryString ? `?${queryString}` : ''}`;
}

function showError(message: string): void {
  // The id folds identical messages (a retried query, parallel calls) into one toast.
  toast.error(message, { id: message });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns a failed response into an ApiError and gives the feedback of docs/product/screens.md, Feedback. */
async function failureOf(method: Method, response: Response, options: RequestOptions): Promise<ApiError> {
  const status = response.status;
  // A body cut off by the network reads as no body at all.
  const body = await readBody(response).catch(() => undefined);
  const { message, errors } = failureFeedbackOf(method, status, body);
  const error = new ApiError(status, message, errors);
  const toastWanted = options.errorToast !== false;

  if (status === 401) {
    if (options.handleUnauthorized !== false) unauthorizedHandler();
    if (toastWanted && method !== 'GET') showError(message);
  } else if (status === 422) {
    // Field errors belong under their fields; only a 422 without any is toasted.
    if (toastWanted && Object.keys(errors).length === 0) showError(message);
  } else if (toastWanted) {
    showError(message);
  }
  return error;
}

async function send(
  method: Method,
  endpoint: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form's body (a file) carries its own multipart type and boundary, set by the browser.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  // A visitor's refusals read in the language the portal shows, not only the browser's
  // (docs/decisions/144-server-messages-by-code.md); a signed-in account's come in its own.
  if (i18n.locale) headers['Accept-Language'] = i18n.locale;
  let response: Response;
  try {
    // The session is the httpOnly `session-token` cookie: the browser sends it, the client never reads it.
    response = await fetch(buildUrl(endpoint, options.key, options.params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (options.errorToast !== false) showError(MESSAGES.networkError);
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) throw await failureOf(method, response, options);
  return response;
}

async function request<T>(method: Method, endpoint: string, body: unknown, options: RequestOptions = {}) {
  const response = await send(method, endpoint, body, options);
  // Success feedback belongs to the mutation hook that knows what succeeded (features/*/api).
  return (await readBody(response)) as T;
}

/** GET whose answer is a file (an export made by a worker): the browser saves it; resolves to its name. */
async function download(
  endpoint: string,
  options: RequestOptions & { fileName?: string } = {},
): Promise<string> {
  const response = await send('GET', endpoint, undefined, options);
  return saveResponseAsFile(response, options.fileName ?? DEFAULT_DOWNLOAD_NAME);
}

/** POST whose answer is a file (a payout CSV made of the selected rows): the browser saves it. */
async function downloadPost(
  endpoint: string,
  body: unknown,
  options: RequestOptions & { fileName?: string } = {},
): Promise<string> {
  const response = await send('POST', endpoint, body, options);
  return saveResponseAsFile(response, options.fileName ?? DEFAULT_DOWNLOAD_NAME);
}

export const api = {
  get: <T>(endpoint: string, options?: RequestOptions) => request<T>('GET', endpoint, undefined, options),
  post: <T>(endpoint: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', endpoint, body ?? {}, options),
  put: <T>(endpoint: string, body: unknown, options?: RequestOptions) =>
    request<T>('PUT', endpoint, body, options),
  patch: <T>(endpoint: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', endpoint, body, options),
  /** DELETE; `body` when the record is named by more than an id (a push subscription's endpoint). */
  del: <T>(endpoint: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', endpoint, options?.body, options),
  /** POST multipart/form-data (a file in a field of the form). */
  upload: <T>(endpoint: string, form: FormData, options?: RequestOptions) =>
    request<T>('POST', endpoint, form, options),
  download,
  downloadPost,
};

import { MESSAGES, type ErrorBody } from '@portal/shared';
import { toast } from 'sonner';

/** Versioned base path of the API (specification §7); the host is the portal's own origin. */
export const API_BASE = '/api/v1';
export const DEFAULT_DOWNLOAD_NAME = 'download.xlsx';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  /** The success toast; false for none. Defaults follow the specification §8 per method. */
  successMessage?: string | false;
  /** False when the caller shows the failure itself (for example inline in a form). */
  errorToast?: boolean;
  /** False when a 401 is an expected answer (restoring a session, signing in) rather than a session ending. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
}

const SUCCESS_MESSAGES: Record<Method, string | false> = {
  GET: false,
  POST: MESSAGES.created,
  PUT: MESSAGES.updated,
  PATCH: MESSAGES.patched,
  DELETE: MESSAGES.updated,
};

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

function fallbackMessage(method: Method, status: number, errors: Record<string, string[]>): string {
  if (status === 400) return method === 'GET' ? MESSAGES.recordNotFound : MESSAGES.serverError;
  if (status === 401) return MESSAGES.sessionEnded;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 422) return Object.values(errors)[0]?.[0] ?? MESSAGES.serverError;
  if (status === 500) return MESSAGES.serverError;
  return MESSAGES.networkError;
}

/** Turns a failed response into an ApiError and gives the feedback of the specification §8. */
async function failureOf(method: Method, response: Response, options: RequestOptions): Promise<ApiError> {
  const body = (await readBody(response)) as Partial<ErrorBody> | undefined;
  const status = response.status;
  const errors = body && typeof body === 'object' && body.errors ? body.errors : {};
  const serverMessage = body && typeof body === 'object' && body.message ? body.message : undefined;
  // A 500 never shows internals, whatever the body says.
  const message =
    status === 500 ? MESSAGES.serverError : (serverMessage ?? fallbackMessage(method, status, errors));
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
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    // The session is the httpOnly `session-token` cookie: the browser sends it, the client never reads it.
    response = await fetch(buildUrl(endpoint, options.key, options.params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
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
  const data = (await readBody(response)) as T;
  const successMessage = options.successMessage ?? SUCCESS_MESSAGES[method];
  if (successMessage) toast.success(successMessage);
  return data;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** GET with `exports` set: the server streams a file, which the browser saves. */
async function download(
  endpoint: string,
  options: Omit<RequestOptions, 'successMessage'> & { fileName?: string } = {},
): Promise<void> {
  const response = await send('GET', endpoint, undefined, {
    ...options,
    params: { ...options.params, exports: options.params?.exports ?? 'xlsx' },
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, options.fileName ?? DEFAULT_DOWNLOAD_NAME);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const api = {
  get: <T>(endpoint: string, options?: RequestOptions) => request<T>('GET', endpoint, undefined, options),
  post: <T>(endpoint: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', endpoint, body ?? {}, options),
  put: <T>(endpoint: string, body: unknown, options?: RequestOptions) =>
    request<T>('PUT', endpoint, body, options),
  patch: <T>(endpoint: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', endpoint, body, options),
  del: <T>(endpoint: string, options?: RequestOptions) => request<T>('DELETE', endpoint, undefined, options),
  download,
};

import type { FieldErrors } from '@painting-site/gateway/contract/errors';
import { changesPublicSite } from '@painting-site/gateway/contract/site-changing-routes';
import { API_URL } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { publicSiteChanged } from './public-site-changes.ts';
import { clearToken, readToken } from './token-storage.ts';

/** Codes the client gives failures that never got a gateway error body. */
export const NETWORK_ERROR_CODE = 'network_error';
export const UNEXPECTED_RESPONSE_CODE = 'unexpected_response';

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an answer this page does not understand. Try again in a moment.';
const SERVER_TROUBLE_MESSAGE = 'The server ran into a problem. Try again in a moment.';

const FIRST_SERVER_ERROR_STATUS = 500;

type ApiErrorDetails = { status: number; code: string; message: string; fields?: FieldErrors; body?: unknown };

/** Every failed call ends up as one of these: a gateway error, a refusal, or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** The whole error body, for answers that carry more than the error (a 409 with the next free windows). */
  readonly body: unknown;

  constructor({ status, code, message, fields = {}, body }: ApiErrorDetails) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

/** The gateway ended the session (a 401 to a call that sent the token): the app is leaving for sign-in. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.message === SESSION_ENDED_MESSAGE;
}

// Without a router (a test, or before the app has wired one) a full page load still gets there.
let endSession: () => void = () => window.location.replace(paths.adminLogin);

/**
 * How the app leaves for the sign-in page when the gateway ends the session. The app hands in
 * a router navigation, so the page is not reloaded and a toast raised on the way still shows.
 */
export function setSessionEndedHandler(handler: () => void): void {
  endSession = handler;
}

type RequestOptions = {
  /** Sends the stored token; a 401 answer then means the session has ended. */
  authenticated?: boolean;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/** The gateway's `{"error": {code, message, fields?}}`, or a plain-words stand-in when the body is something else. */
async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response).catch(() => undefined);
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError({
      status: response.status,
      code: error.code,
      message: error.message,
      fields: readFieldErrors(error.fields),
      body,
    });
  }
  return new ApiError({
    status: response.status,
    code: UNEXPECTED_RESPONSE_CODE,
    message: response.status >= FIRST_SERVER_ERROR_STATUS ? SERVER_TROUBLE_MESSAGE : UNEXPECTED_RESPONSE_MESSAGE,
  });
}

/**
 * What a failed answer means for the caller: the gateway's error, or, for an authenticated call
 * answered 401, the end of the session (the token is forgotten and the app leaves for sign-in).
 * Shared with the upload helper, whose answers come from XMLHttpRequest rather than fetch.
 */
export async function failureOf(response: Response, authenticated: boolean): Promise<ApiError> {
  if (response.status === 401 && authenticated) {
    // The token expired, was revoked (sign-out, password change) or was never valid.
    const refusal = await toApiError(response);
    clearToken();
    endSession();
    return new ApiError({ status: 401, code: refusal.code, message: SESSION_ENDED_MESSAGE });
  }
  return toApiError(response);
}

/** The Authorization header for an authenticated call, when a token is stored. */
export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const networkError = () => new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });

/**
 * Statuses nginx answers with for the gateway itself when it is down, restarting or too slow
 * (bad gateway, unavailable, timed out): nothing the visitor did, and over in a while.
 */
const GATEWAY_DOWN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** No answer from the gateway: no connection at all, or nginx standing in for a gateway that is down. */
export function isGatewayUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || GATEWAY_DOWN_STATUSES.has(error.status));
}

/**
 * After a successful call: a write the contract lists as changing the public site (the gateway
 * has published it by now) makes this tab's public pages load the new snapshot. Shared with the
 * upload helper.
 */
export function noteSuccessfulCall(method: string, path: string): void {
  if (changesPublicSite(method, path)) publicSiteChanged();
}

/** Sends one call and hands back its successful answer; every failure becomes an ApiError. */
async function send(method: Method, path: string, body: unknown, accept: string, options: RequestOptions) {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.authenticated) Object.assign(headers, authorizationHeader());

  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // A caller that cancels wants its abort back, not a connection problem.
    if (options.signal?.aborted) throw error;
    throw networkError();
  }

  if (!response.ok) throw await failureOf(response, options.authenticated ?? false);
  noteSuccessfulCall(method, path);
  return response;
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const response = await send(method, path, body, 'application/json', options);
  try {
    return (await readJson(response)) as T;
  } catch {
    const { status } = response;
    throw new ApiError({ status, code: UNEXPECTED_RESPONSE_CODE, message: UNEXPECTED_RESPONSE_MESSAGE });
  }
}

/** A file the gateway sent, with the name it suggested (Content-Disposition), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

function suggestedFileName(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Badly encoded: fall back to the plain name below.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function download(path: string, options: RequestOptions): Promise<DownloadedFile> {
  const response = await send('GET', path, undefined, '*/*', options);
  try {
    return { blob: await response.blob(), fileName: suggestedFileName(response) };
  } catch {
    throw networkError();
  }
}

/** The one way the SPA talks to the gateway: JSON both ways, failures as ApiError. */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
  /** A file rather than JSON (a CSV export), with the same token and the same failures. */
  download: (path: string, options: RequestOptions = {}) => download(path, options),
};

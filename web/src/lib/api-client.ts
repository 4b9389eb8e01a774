import { API_URL } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { clearToken, readToken } from './token-storage.ts';

/** Field name → what is wrong with it, as the gateway words it. */
export type FieldErrors = Record<string, string>;

/** Codes the client gives failures that never got a gateway error body. */
export const NETWORK_ERROR_CODE = 'network_error';
export const UNEXPECTED_RESPONSE_CODE = 'unexpected_response';

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an answer this page does not understand. Try again in a moment.';
const SERVER_TROUBLE_MESSAGE = 'The server ran into a problem. Try again in a moment.';

const FIRST_SERVER_ERROR_STATUS = 500;

type ApiErrorDetails = { status: number; code: string; message: string; fields?: FieldErrors };

/** Every failed call ends up as one of these: a gateway error, a refusal, or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;

  constructor({ status, code, message, fields = {} }: ApiErrorDetails) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
    });
  }
  return new ApiError({
    status: response.status,
    code: UNEXPECTED_RESPONSE_CODE,
    message: response.status >= FIRST_SERVER_ERROR_STATUS ? SERVER_TROUBLE_MESSAGE : UNEXPECTED_RESPONSE_MESSAGE,
  });
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.authenticated) {
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

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
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
  }

  if (response.status === 401 && options.authenticated) {
    // The token expired, was revoked (sign-out, password change) or was never valid.
    const refusal = await toApiError(response);
    clearToken();
    endSession();
    throw new ApiError({ status: 401, code: refusal.code, message: SESSION_ENDED_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);

  try {
    return (await readJson(response)) as T;
  } catch {
    const { status } = response;
    throw new ApiError({ status, code: UNEXPECTED_RESPONSE_CODE, message: UNEXPECTED_RESPONSE_MESSAGE });
  }
}

/** The one way the SPA talks to the gateway: JSON both ways, failures as ApiError. */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};

import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import type { ErrorBody } from '../../contract/errors.ts';
import type { Logger } from '../logger.ts';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_error',
  501: 'not_implemented',
  503: 'service_unavailable',
};

const MESSAGES: Record<number, string> = {
  401: 'A valid sign-in token is required.',
  404: 'There is nothing at this address.',
  500: 'Something went wrong on our side. Please try again.',
};

// SQLite's primary result codes that mean "the storage cannot take writes right now", not a bug:
// BUSY, READONLY, IOERR, FULL, CANTOPEN.
const STORAGE_UNAVAILABLE = new Set([5, 8, 10, 13, 14]);
export const STORAGE_RETRY_AFTER_SECONDS = 60;

// The file system's counterparts, from writing pictures: disk full, quota, read-only, I/O error.
const FILE_SYSTEM_UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/** A node:sqlite or file system error whose cause is the disk or the file, not the request. */
export function isStorageFailure(error: unknown): boolean {
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown };
  if (typeof errcode === 'number') return STORAGE_UNAVAILABLE.has(errcode & 0xff);
  return typeof code === 'string' && FILE_SYSTEM_UNAVAILABLE.has(code);
}

interface HttpErrorLike {
  status?: unknown;
  expose?: unknown;
  message?: unknown;
  code?: unknown;
  fields?: unknown;
  headers?: unknown;
}

/**
 * First in the chain: turns every thrown error, and every error status set without a body
 * (an unmatched route's 404, the router's 405 with its Allow header), into the JSON error
 * body. Only errors marked `expose` (4xx from ctx.throw, or a 5xx thrown with expose) show their message,
 * code and fields; anything else is logged and answered with a generic 500.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) ctx.throw(ctx.status);
    } catch (caught) {
      let thrown = caught;
      if (isStorageFailure(caught)) {
        logger.error({ err: caught, reqId: ctx.state.requestId, path: ctx.path }, 'storage cannot take writes');
        thrown = Object.assign(
          new Error("We can't save changes right now. Nothing was stored; please try again in a few minutes."),
          {
            status: 503,
            expose: true,
            code: 'storage_unavailable',
            headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
          },
        );
      }
      const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as HttpErrorLike;
      const status =
        typeof error.status === 'number' && error.status >= 400 && error.status <= 599 ? error.status : 500;
      const exposed = error.expose === true;
      const body: ErrorBody = {
        error: {
          code: exposed && typeof error.code === 'string' ? error.code : (CODES[status] ?? `http_${status}`),
          message: publicMessage(status, exposed, error.message),
        },
      };
      if (exposed && isFieldMap(error.fields)) body.error.fields = error.fields;

      if (status >= 500) {
        logger.error({ err: thrown, reqId: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'request failed');
      }
      ctx.set(safeHeaders(error.headers));
      if (status === 401) ctx.set('WWW-Authenticate', 'Bearer');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

function publicMessage(status: number, exposed: boolean, message: unknown): string {
  const generic = MESSAGES[status] ?? STATUS_CODES[status] ?? 'Error';
  // http-errors' default wording and koa-jwt's say nothing a client can act on.
  const bland = [STATUS_CODES[status], 'Authentication Error', ''];
  return exposed && typeof message === 'string' && !bland.includes(message) ? message : generic;
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((message) => typeof message === 'string')
  );
}

/** Headers an error asks for (Allow, Retry-After), never ones that would change the body's meaning. */
function safeHeaders(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {};
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => typeof value === 'string' && !/^content-/i.test(name)),
  ) as Record<string, string>;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { ErrorBody } from '../../contract/errors.ts';
import type { Logger } from '../logger.ts';
import { loggedPath } from './request-log.ts';

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
  const handle: Middleware = async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) ctx.throw(ctx.status);
    } catch (caught) {
      let thrown = caught;
      if (isStorageFailure(caught)) {
        logger.error(
          { err: caught, reqId: ctx.state.requestId, path: loggedPath(ctx.path) },
          'storage cannot take writes',
        );
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
        logger.error(
          { err: thrown, reqId: ctx.state.requestId, method: ctx.method, path: loggedPath(ctx.path) },
          'request failed',
        );
      }
      ctx.set(safeHeaders(error.headers));
      if (status === 401) ctx.set('WWW-Authenticate', 'Bearer');
      ctx.status = status;
      ctx.body = body;
    }
  };
  // The rest of the chain runs in the request's scope: the work it starts (timers, callbacks,
  // promises) carries the request along, for answerEscapedError.
  return (ctx, next) => {
    const scope: RequestScope = { ctx, settled: false };
    return requestScope
      .run(scope, () => handle(ctx, next))
      .finally(() => {
        scope.settled = true;
      });
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

interface RequestScope {
  ctx: Context;
  /** Its middleware has finished: work still going on from it (a timer it set) is the app's, not the request's. */
  settled: boolean;
}

/** The request whose middleware chain the current async work came from. */
const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * The last guard, for the process's 'uncaughtException' (Node raises an unhandled rejection as
 * one too): an error thrown from work a request started (a timer, a callback, a promise nobody
 * awaited) is logged and that request answered 500, once; true when it was such an error. Not
 * the way errors are meant to be handled (every stream gets its 'error' listener, every promise
 * is awaited) and blind to work that no request started, such as a request stream's own events,
 * which run in the connection's scope, and to work that outlives the request's middleware (a
 * debounce timer it set): for those it answers false and the caller ends the process.
 */
export function answerEscapedError(error: unknown, logger: Logger): boolean {
  const scope = requestScope.getStore();
  if (scope === undefined || scope.settled) return false;
  const { ctx } = scope;
  logger.error(
    { err: error, reqId: ctx.state.requestId, method: ctx.method, path: loggedPath(ctx.path) },
    'request failed outside its middleware',
  );
  const { res } = ctx;
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return true;
  }
  const body = JSON.stringify({
    error: { code: CODES[500] ?? 'http_500', message: publicMessage(500, false, undefined) },
  } satisfies ErrorBody);
  // The connection goes with the answer: what the request left half done may still hold it.
  res.writeHead(500, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
  return true;
}

/** Network errors that mean the client went away or sent broken HTTP, not a fault of ours. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Koa's 'error' event: what fails after the middleware has answered (a response stream that
 * breaks, a client that hangs up or sends broken HTTP mid-body), which the error middleware never
 * sees. Without a listener Koa writes these to stderr, past the log.
 */
export function logAppError(logger: Logger): (error: unknown, ctx?: Context) => void {
  return (error, ctx) => {
    const { code } = (error ?? {}) as { code?: unknown };
    const clientGone = typeof code === 'string' && (CLIENT_GONE.has(code) || code.startsWith('HPE_'));
    const where = ctx && { reqId: ctx.state.requestId, method: ctx.method, path: loggedPath(ctx.path) };
    if (clientGone) logger.info({ err: error, ...where }, 'client connection failed');
    else logger.error({ err: error, ...where }, 'request failed after its answer began');
  };
}

import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { SITE_EVENTS_PATH } from '../../contract/visitor-counts.ts';
import type { Logger } from '../logger.ts';

export interface RequestState {
  requestId: string;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Container health checks poll this every few seconds, and every page view sends a visitor-count
 * beacon: their successes are not news (a line per page view would be most of the log).
 */
const QUIET_PATHS = new Set(['/api/health', SITE_EVENTS_PATH]);

/**
 * Tags each request with an id (nginx's X-Request-Id when it is sane, else a new one),
 * echoes it in the response and logs one line per request once it is answered.
 */
export function requestLog(logger: Logger): Middleware<RequestState> {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const level = QUIET_PATHS.has(ctx.path) && ctx.status < 400 ? 'debug' : 'info';
      logger[level](
        {
          reqId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}

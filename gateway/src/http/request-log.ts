import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

export interface RequestState {
  requestId: string;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

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
      logger.info(
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

import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import {
  CALENDAR_FEED_PREFIX,
  ESTIMATE_PAGE_PREFIX,
  ESTIMATE_PREVIEW_PREFIX,
  SITE_EVENTS_PATH,
  UNSUBSCRIBE_PATH_PREFIX,
} from '../../contract/routes.ts';
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
 * The paths whose rest is a secret: the owner's calendar feed (its address is its key) and a
 * customer's unsubscribe link. A log shows the prefix only. nginx's access log masks the same list:
 * nginx/access-log-masking.ts writes its map from this one when the image is built.
 */
export const SECRET_PATH_PREFIXES = [
  CALENDAR_FEED_PREFIX,
  UNSUBSCRIBE_PATH_PREFIX,
  ESTIMATE_PAGE_PREFIX,
  ESTIMATE_PREVIEW_PREFIX,
] as const;
/** What stands for the secret in a logged path. */
export const SECRET_MASK = '***';

/** The path as nginx reads it ($uri): %XX decoded, // merged, /./ and /../ resolved. */
function asNginxReadsIt(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken %XX: the path as it came.
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}${decoded.endsWith('/') && segments.length > 0 ? '/' : ''}`;
}

/**
 * A path as the logs may show it: a secret route's prefix and SECRET_MASK, in every spelling nginx
 * would take for the route (any case, // and %XX), since a wrong spelling may still carry the secret.
 */
export function loggedPath(path: string): string {
  const spellings = [path.toLowerCase(), asNginxReadsIt(path).toLowerCase()];
  const prefix = SECRET_PATH_PREFIXES.find((secret) => spellings.some((spelling) => spelling.startsWith(secret)));
  return prefix ? `${prefix}${SECRET_MASK}` : path;
}

/**
 * Tags each request with an id (nginx's X-Request-Id when it is sane, else a new one),
 * echoes it in the response and logs one line per request once it is answered, its path masked
 * where it carries a secret.
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
          path: loggedPath(ctx.path),
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}

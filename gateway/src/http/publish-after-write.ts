import type { Middleware } from 'koa';
import type { Publisher } from '../publish/publisher.ts';

// Where a route's declaration leaves its mark for publishAfterWrite: a symbol, so no handler's
// own state can set it by accident.
const PUBLISHES = Symbol('publishes the site');

/**
 * Declares, where a route is defined, that a successful call changes what visitors see: the
 * answer then waits for the publish that includes it. Put it after the route's authentication:
 * `router.put('/site', requireAdmin, publishesSite, handler)`. Routes without it (sign-in and
 * sign-out, sessions, two-step sign-in, the password, quote requests, the test e-mail) never wait
 * for a publish.
 */
export const publishesSite: Middleware = async (ctx, next) => {
  (ctx.state as Record<symbol, boolean>)[PUBLISHES] = true;
  await next();
};

/** Whether the route that answered this request declared publishesSite. */
const declaredPublishing = (state: unknown) => (state as Record<symbol, boolean | undefined>)[PUBLISHES] === true;

/**
 * The longest a save waits for its publish: past it, the answer goes out and the publish
 * finishes on its own (a run takes about 0.3 s; a slow or stuck renderer must not hold the owner).
 */
export const PUBLISH_WAIT_MS = 5_000;

/**
 * Publishes the site after every successful (2xx) call to a route declared with publishesSite,
 * and answers once the publish that includes the change is done: when the dashboard says
 * "saved", the published pages already show it.
 */
export function publishAfterWrite(
  publisher: Pick<Publisher, 'schedule' | 'whenIdle'>,
  waitMs = PUBLISH_WAIT_MS,
): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300 || !declaredPublishing(ctx.state)) return;
    publisher.schedule();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([publisher.whenIdle(), waited]);
    clearTimeout(timer);
  };
}

import type { Middleware } from 'koa';
import type { Publisher } from '../publish/publisher.ts';
import { sideEffectOf } from './side-effects.ts';

/**
 * The longest a save waits for its publish: past it, the answer goes out and the publish
 * finishes on its own (a run takes about 0.3 s; a slow or stuck renderer must not hold the owner).
 */
export const PUBLISH_WAIT_MS = 5_000;

/**
 * Publishes the site after every successful (2xx) call to a route that declares `publishes`, and
 * answers once the publish that includes the change is done: when the dashboard says "saved", the
 * published pages already show it. Other writes (sign-in and sign-out, sessions, two-step sign-in,
 * the password, quote requests, the test e-mail) never wait for a publish.
 */
export function publishAfterWrite(
  publisher: Pick<Publisher, 'schedule' | 'whenIdle'>,
  waitMs = PUBLISH_WAIT_MS,
): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300 || sideEffectOf(ctx) !== 'publishes') return;
    publisher.schedule();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([publisher.whenIdle(), waited]);
    clearTimeout(timer);
  };
}

import type { Middleware } from 'koa';
import type { Publisher } from '../publish/publisher.ts';

const ADMIN_API = '/api/admin';
/** The owner's routes whose writes change nothing visitors see (quote requests, the password, the test e-mail). */
export const PRIVATE_ADMIN_PATHS = ['/api/admin/messages', '/api/admin/password', '/api/admin/mail'] as const;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a successful request of this method to this path changes the public site. */
export function changesPublicSite(method: string, path: string): boolean {
  return (
    !READ_METHODS.has(method) &&
    within(path, ADMIN_API) &&
    !PRIVATE_ADMIN_PATHS.some((privatePath) => within(path, privatePath))
  );
}

/**
 * The longest a save waits for its publish: past it, the answer goes out and the publish
 * finishes on its own (a run takes about 0.3 s; a slow or stuck renderer must not hold the owner).
 */
export const PUBLISH_WAIT_MS = 5_000;

/**
 * Publishes the site after every successful (2xx) write to the owner's API, except to the
 * private paths above, and answers once the publish that includes the change is done: when the
 * dashboard says "saved", the published pages already show it. The rule is the default, not a
 * list to join: a new admin route (page copy, FAQ, testimonials, brand) publishes without anyone
 * having to remember it.
 */
export function publishAfterWrite(
  publisher: Pick<Publisher, 'schedule' | 'whenIdle'>,
  waitMs = PUBLISH_WAIT_MS,
): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300 || !changesPublicSite(ctx.method, ctx.path)) return;
    publisher.schedule();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([publisher.whenIdle(), waited]);
    clearTimeout(timer);
  };
}

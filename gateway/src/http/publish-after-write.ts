import type { Middleware } from 'koa';
import type { Publisher } from '../publish/publisher.ts';

const ADMIN_API = '/api/admin';
/** The owner's routes whose writes change nothing visitors see (quote requests, the password). */
export const PRIVATE_ADMIN_PATHS = ['/api/admin/messages', '/api/admin/password'] as const;

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
 * Publishes the site after every successful (2xx) write to the owner's API, except to the
 * private paths above. The rule is the default, not a list to join: a new admin route (page
 * copy, FAQ, testimonials, brand) publishes without anyone having to remember it.
 */
export function publishAfterWrite(publisher: Pick<Publisher, 'schedule'>): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status >= 200 && ctx.status < 300 && changesPublicSite(ctx.method, ctx.path)) publisher.schedule();
  };
}

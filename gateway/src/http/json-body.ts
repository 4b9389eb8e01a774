import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';

/** JSON forms are small; nginx caps bodies at the same size. Picture uploads are multipart, with their own limit. */
export const JSON_BODY_LIMIT = '64kb';

/**
 * Parses JSON bodies only; a broken or oversized body is a client error with a plain message.
 * `pagePaths` read their own bodies and answer with pages, whatever is sent to them; one that
 * ends in `/` stands for every path under it.
 */
export function jsonBody(pagePaths: readonly string[] = []): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    onError(error, ctx) {
      const status = (error as { status?: number }).status;
      if (status === 413) ctx.throw(413, 'The request body is too large.');
      if (status === 415) ctx.throw(415, 'The request body uses an unsupported character set.');
      ctx.throw(400, 'The request body is not valid JSON.', { code: ERROR_CODES.invalidJson });
    },
  });
  const isPage = (path: string) =>
    pagePaths.some((page) => (page.endsWith('/') ? path.startsWith(page) : path === page));
  return (ctx, next) => (isPage(ctx.path) ? next() : parse(ctx, next));
}

import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';

/** Forms here are small; nginx caps bodies too. Uploads will get their own route and limit. */
export const JSON_BODY_LIMIT = '64kb';

/** Parses JSON bodies only; a broken or oversized body is a client error with a plain message. */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    onError(error, ctx) {
      const status = (error as { status?: number }).status;
      if (status === 413) ctx.throw(413, 'The request body is too large.');
      if (status === 415) ctx.throw(415, 'The request body uses an unsupported character set.');
      ctx.throw(400, 'The request body is not valid JSON.', { code: 'invalid_json' });
    },
  });
}

/**
 * The body, checked against its schema at the edge: 415 unless it is JSON, 400 with a
 * message per field when it does not fit. Inside, handlers trust the types.
 */
export function validateBody<Schema extends z.ZodType>(ctx: Context, schema: Schema): z.infer<Schema> {
  if (!ctx.request.is('application/json')) {
    ctx.throw(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  const parsed = schema.safeParse(ctx.request.body);
  if (parsed.success) return parsed.data;

  const fields: Record<string, string> = {};
  let general: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field === '') general ??= issue.message;
    else fields[field] ??= issue.message;
  }
  return ctx.throw(400, general ?? 'Some fields need attention.', { code: 'validation_failed', fields });
}

/** A validation failure raised by a handler after the schema passed (e.g. a wrong current password). */
export function fieldError(ctx: Context, field: string, message: string): never {
  return ctx.throw(400, 'Some fields need attention.', { code: 'validation_failed', fields: { [field]: message } });
}

// The request body's type, as the JSON parser (json-body.ts) sets it, for whoever checks a body without that file.
import type {} from '@koa/bodyparser';
import type { Context } from 'koa';
import type { z } from 'zod';

/** Zod's issues as one message per field ("address.city", "hours.0.days"); the first wins. */
function describeIssues(issues: z.core.$ZodIssue[]) {
  const fields: Record<string, string> = {};
  let general: string | undefined;
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field === '') general ??= issue.message;
    else fields[field] ??= issue.message;
  }
  return { fields, general };
}

/**
 * The body, checked against its schema at the edge: 415 unless it is JSON, 400 with a
 * message per field when it does not fit. Inside, handlers trust the types.
 */
export function validateBody<Schema extends z.ZodType>(ctx: Context, schema: Schema): z.infer<Schema> {
  return validate(ctx, schema, jsonBodyOf(ctx), 'Some fields need attention.');
}

/** The parsed body; 415 unless it came as JSON. */
function jsonBodyOf(ctx: Context): unknown {
  if (!ctx.request.is('application/json')) {
    ctx.throw(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  return ctx.request.body;
}

/**
 * The body checked against its schema, then tidied and checked against the contract's rules (the
 * ones the dashboard's form applies as the owner types): 400 with a message per field that breaks one.
 */
export function validateBodyByRules<Schema extends z.ZodType, Input>(
  ctx: Context,
  schema: Schema,
  tidy: (body: z.infer<Schema>) => Input,
  rules: (input: Input) => Partial<Record<string, string>>,
): Input {
  return validateByRules(ctx, schema, jsonBodyOf(ctx), tidy, rules);
}

/** Data from elsewhere (a form's fields) checked the same way as `validateBodyByRules` checks a body. */
export function validateByRules<Schema extends z.ZodType, Input>(
  ctx: Context,
  schema: Schema,
  data: unknown,
  tidy: (body: z.infer<Schema>) => Input,
  rules: (input: Input) => Partial<Record<string, string>>,
): Input {
  const input = tidy(validate(ctx, schema, data));
  const fields = rules(input);
  if (Object.keys(fields).length > 0) {
    ctx.throw(400, 'Some fields need attention.', { code: 'validation_failed', fields });
  }
  return input;
}

/** The query string, checked like a body: 400 with a message per parameter. */
export function validateQuery<Schema extends z.ZodType>(ctx: Context, schema: Schema): z.infer<Schema> {
  return validate(ctx, schema, ctx.query, 'Some query parameters need attention.');
}

/** Data from elsewhere (form fields of an upload), checked the same way. */
export function validate<Schema extends z.ZodType>(
  ctx: Context,
  schema: Schema,
  data: unknown,
  summary = 'Some fields need attention.',
): z.infer<Schema> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const { fields, general } = describeIssues(parsed.error.issues);
  return ctx.throw(400, general ?? summary, { code: 'validation_failed', fields });
}

/** A validation failure raised by a handler after the schema passed (e.g. a wrong current password). */
export function fieldError(ctx: Context, field: string, message: string): never {
  return ctx.throw(400, 'Some fields need attention.', { code: 'validation_failed', fields: { [field]: message } });
}

/** A positive integer id from the path, or 404: `/messages/abc` names nothing. */
export function idParam(ctx: Context, name = 'id'): number {
  const text = String((ctx as Context & { params?: Record<string, string> }).params?.[name] ?? '');
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : ctx.throw(404);
}

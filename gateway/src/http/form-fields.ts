import type { Context } from 'koa';

/** A form a person fills in is a few KB (the quote form at most ~6 KB typed, ~18 KB encoded); nginx caps it too. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export const FORM_TOO_LARGE = 'The form was too large to be sent. Shorten the project details and send it again.';
export const NOT_A_FORM = 'This address takes the quote form as a web page sends it.';
export const FIELD_TWICE = 'The form named a field more than once. Please send it again from the page.';

/**
 * The fields of a form the browser posted itself (application/x-www-form-urlencoded), each sent
 * once, as text: 415 for another kind of body, 413 past the limit, 400 for a field named twice.
 * The body is read here: the app's JSON parser leaves other types alone.
 */
export async function readFormFields(ctx: Context, limit = FORM_BODY_LIMIT_BYTES): Promise<Record<string, string>> {
  if (!ctx.request.is('application/x-www-form-urlencoded')) ctx.throw(415, NOT_A_FORM);
  const declared = Number(ctx.get('Content-Length'));
  if (declared > limit) ctx.throw(413, FORM_TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) ctx.throw(413, FORM_TOO_LARGE);
    chunks.push(chunk);
  }
  // A Map, then own properties: a field named "__proto__" is only a field.
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (fields.has(name)) ctx.throw(400, FIELD_TWICE);
    fields.set(name, value);
  }
  return Object.fromEntries(fields);
}

import type { Context } from 'koa';
import { z } from 'zod';
import { validateBody } from './validate.ts';

const reorderBody = z.object(
  {
    ids: z
      .array(z.number({ error: 'ids must be numbers.' }).int(), { error: 'Send ids: the ids in their new order.' })
      .max(10_000),
  },
  { error: 'The request body must be a JSON object.' },
);

/** `{ids}` from the body, checked to name every existing id exactly once. */
export function newOrder(ctx: Context, existingIds: number[]): number[] {
  const { ids } = validateBody(ctx, reorderBody);
  const complete =
    ids.length === existingIds.length &&
    new Set(ids).size === ids.length &&
    existingIds.every((id) => ids.includes(id));
  if (!complete) {
    ctx.throw(400, 'Some fields need attention.', {
      code: 'validation_failed',
      fields: { ids: 'List every item exactly once, in the new order.' },
    });
  }
  return ids;
}

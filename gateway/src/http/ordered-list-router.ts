import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';
import type { OrderedStore } from '../db/ordered-store.ts';
import { EXACT_PATHS } from './exact-paths.ts';
import { newOrder } from './reorder.ts';
import { publishes } from './side-effects.ts';
import { idParam } from './validate.ts';

interface OrderedListRoutes<Item extends { id: number }, Input, State> {
  /** Where the list lives, e.g. `/api/admin/faq`. */
  prefix: string;
  /** The list's key in the GET answer: `{faq: [...]}`. */
  listKey: string;
  store: OrderedStore<Item, Input>;
  /** The body, checked at the edge (else 400 with field messages); `currentId` when it replaces that item. */
  readInput: (ctx: Context, currentId?: number) => Input;
  /** What a client sees of an item; the item itself unless given. */
  toJson?: (item: Item) => unknown;
  /** The 404 message for an id that names no item. */
  notFound: string;
  /** The most items the list holds, and what to say to one more (400). */
  maxCount?: { count: number; message: string };
  /** The owner's sign-in check, passed in: the list knows no account. */
  requireOwner: Middleware<State>;
}

/**
 * The owner's routes for an ordered list: `GET /` (all, in order), `POST /` (append),
 * `PUT /order` (every id once), `PUT /:id` (replace), `DELETE /:id`. Every such list is shown
 * on the public site, so each write `publishes`.
 */
export function orderedListRouter<Item extends { id: number }, Input, State>(
  routes: OrderedListRoutes<Item, Input, State>,
): Router<State> {
  const { store, readInput, notFound, maxCount, requireOwner } = routes;
  const toJson = routes.toJson ?? ((item: Item) => item);
  // No router prefix: with exact paths, a prefixed '/' would mean the prefix plus a slash.
  const list = routes.prefix;
  const router = new Router<State>(EXACT_PATHS);

  router.get(list, requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { [routes.listKey]: store.list().map(toJson) };
  });

  router.post(list, requireOwner, publishes, (ctx) => {
    const input = readInput(ctx);
    if (maxCount && store.count() >= maxCount.count) {
      ctx.throw(400, maxCount.message, { code: ERROR_CODES.validationFailed });
    }
    ctx.status = 201;
    ctx.body = toJson(store.add(input));
  });

  router.put(`${list}/order`, requireOwner, publishes, (ctx) => {
    store.reorder(
      newOrder(
        ctx,
        store.list().map((item) => item.id),
      ),
    );
    ctx.status = 204;
  });

  router.put(`${list}/:id`, requireOwner, publishes, (ctx) => {
    const id = idParam(ctx);
    if (!store.get(id)) return ctx.throw(404, notFound);
    const updated = store.update(id, readInput(ctx, id));
    if (!updated) return ctx.throw(404, notFound);
    ctx.body = toJson(updated);
  });

  router.delete(`${list}/:id`, requireOwner, publishes, (ctx) => {
    if (!store.remove(idParam(ctx))) return ctx.throw(404, notFound);
    ctx.status = 204;
  });

  return router;
}

import { isIP } from 'node:net';
import type { Middleware } from 'koa';
import { plainAddress, type TrustedProxies } from './trusted-proxies.ts';

/**
 * Sets `ctx.ip`, which every per-address limit, the sign-in activity, sessions and "new place"
 * e-mails read: the last X-Forwarded-For entry when the TCP peer is a trusted proxy (nginx
 * overwrites the header with the visitor's address), else the peer's own address. Replaces
 * Koa's `proxy: true`, which believes the header from any peer.
 */
export function clientAddress(proxies: TrustedProxies): Middleware {
  return async (ctx, next) => {
    const peer = plainAddress(ctx.req.socket.remoteAddress ?? '');
    const forwarded = plainAddress(ctx.get('X-Forwarded-For').split(',').at(-1)?.trim() ?? '');
    ctx.request.ip = isIP(forwarded) && (await proxies.trusts(peer)) ? forwarded : peer;
    await next();
  };
}

import type { KeyObject } from 'node:crypto';
import type { Algorithm, VerifyOptions } from 'jsonwebtoken';
import type { Middleware } from 'koa';
import koaJwt from 'koa-jwt';

export const JWT_ALGORITHMS: Algorithm[] = ['HS256'];

export interface AdminState {
  admin: { username: string };
}

interface ClaimsState {
  claims?: { sub?: unknown };
}

/**
 * Lets a request through only with a valid `Authorization: Bearer` token: HS256 only (no
 * `none`, no algorithm confusion), signed with our key, not expired, and never older than
 * the token lifetime even when a token carries no `exp` (koa-jwt alone accepts those forever).
 * Every refusal is the same 401, whatever koa-jwt found wrong.
 */
export function createRequireAdmin(jwtKey: KeyObject, tokenTtlSeconds: number): Middleware<AdminState> {
  // koa-jwt hands its options to jsonwebtoken's verify, which knows maxAge (seconds).
  const options: koaJwt.Options & VerifyOptions = {
    // jsonwebtoken 9 takes a KeyObject; koa-jwt's older types only list strings and Buffers.
    secret: jwtKey as unknown as Buffer,
    algorithms: JWT_ALGORITHMS,
    key: 'claims',
    maxAge: tokenTtlSeconds,
  };
  const verifyToken = koaJwt(options);

  return async (ctx, next) => {
    const state = ctx.state as AdminState & ClaimsState;
    try {
      // A no-op next: only verification failures land in this catch, never the handler's.
      await verifyToken(ctx, async () => {});
    } catch {
      return ctx.throw(401);
    }
    const subject = state.claims?.sub;
    if (typeof subject !== 'string' || subject === '') return ctx.throw(401);
    state.admin = { username: subject };
    await next();
  };
}

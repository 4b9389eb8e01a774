import type { KeyObject } from 'node:crypto';
import type { Algorithm, VerifyOptions } from 'jsonwebtoken';
import type { Middleware } from 'koa';
import koaJwt from 'koa-jwt';
import type { SiteAddress } from '../kernel/site-address.ts';
import { KEPT_SESSION_SECONDS, type OwnerSession, type OwnerSessions } from './owner-sessions.ts';

export const JWT_ALGORITHMS: Algorithm[] = ['HS256'];

export interface OwnerState {
  owner: OwnerSession;
}

interface ClaimsState {
  claims?: Record<string, unknown>;
}

/**
 * Lets a request through only with a valid `Authorization: Bearer` token: HS256 only (no
 * `none`, no algorithm confusion), signed with our key, not expired, never older than the
 * token lifetime even without `exp` (koa-jwt alone accepts those forever; a session kept with
 * "Keep me signed in" lives KEPT_SESSION_SECONDS), and still current:
 * not signed out, not issued before the last password change. Every refusal is the same 401.
 * A request let through notes the origin it came to (siteAddress.noteDashboardOrigin).
 */
export function createRequireOwner(
  jwtKey: KeyObject,
  tokenTtlSeconds: number,
  sessions: OwnerSessions,
  clock: () => number,
  siteAddress: Pick<SiteAddress, 'noteDashboardOrigin'>,
): Middleware<OwnerState> {
  // koa-jwt hands its options to jsonwebtoken's verify, which knows maxAge (seconds).
  const options: koaJwt.Options & VerifyOptions = {
    // jsonwebtoken 9 takes a KeyObject; koa-jwt's older types only list strings and Buffers.
    secret: jwtKey as unknown as Buffer,
    algorithms: JWT_ALGORITHMS,
    key: 'claims',
    // A kept session's lifetime, the longest; sessionOf holds the others to tokenTtlSeconds.
    maxAge: Math.max(tokenTtlSeconds, KEPT_SESSION_SECONDS),
    // Expiry is judged by the gateway's clock, which issued the tokens; jsonwebtoken copies
    // its options on every verify, so this getter reads the clock per request.
    get clockTimestamp() {
      return Math.floor(clock() / 1000);
    },
  };
  const verifyToken = koaJwt(options);

  return async (ctx, next) => {
    const state = ctx.state as OwnerState & ClaimsState;
    try {
      // A no-op next: only verification failures land in this catch, never the handler's.
      await verifyToken(ctx, async () => {});
    } catch {
      return ctx.throw(401);
    }
    const session = sessions.sessionOf(state.claims ?? {});
    if (!session) return ctx.throw(401);
    state.owner = session;
    // Where the owner reached the dashboard (the Host nginx passes): e-mails link there until
    // the site has its address, when it is one people elsewhere can open.
    siteAddress.noteDashboardOrigin(`${ctx.get('X-Forwarded-Proto') || ctx.protocol}://${ctx.get('Host')}`);
    await next();
  };
}

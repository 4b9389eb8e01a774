import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { type ActiveSessions, SIGN_IN_EVENTS_SHOWN, type SignInActivity } from '../../contract/auth.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import type { OwnerSessionStore } from './owner-session-store.ts';
import type { OwnerSessions } from './owner-sessions.ts';
import type { OwnerStore } from './owner-store.ts';
import type { OwnerState } from './require-owner.ts';
import type { SignInEventStore } from './sign-in-event-store.ts';

interface SignInsDeps {
  admins: OwnerStore;
  sessions: OwnerSessions;
  sessionRows: OwnerSessionStore;
  events: SignInEventStore;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The Account section's sign-in activity and active sessions:
 * `GET /api/admin/account/activity`, `GET /api/admin/account/sessions`,
 * `DELETE /api/admin/account/sessions/:id` (signs that token out at once).
 */
export function adminSignInsRouter(deps: SignInsDeps): Router<OwnerState> {
  const { admins, sessions, sessionRows, events, requireOwner, clock } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/admin/account', ...EXACT_PATHS });
  const accountIdOf = (username: string) => admins.findByUsername(username)?.id;

  router.get('/activity', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      events: events.recent(SIGN_IN_EVENTS_SHOWN).map(({ at, secondFactor, ...event }) => ({
        at: iso(at),
        ...event,
        secondFactor: secondFactor ?? null,
      })),
    } satisfies SignInActivity;
  });

  router.get('/sessions', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { username, tokenId } = ctx.state.owner;
    const rows = sessionRows.active(accountIdOf(username) ?? -1, Math.floor(clock() / 1000));
    ctx.body = {
      sessions: rows.map((row) => ({
        id: row.jti,
        address: row.address,
        browser: row.browser,
        signedInAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt * 1000),
        keptSignedIn: row.keptSignedIn,
        current: row.jti === tokenId,
      })),
    } satisfies ActiveSessions;
  });

  router.delete('/sessions/:id', requireOwner, worthABackup, (ctx) => {
    const row = sessionRows.find(ctx.params.id ?? '');
    const accountId = accountIdOf(ctx.state.owner.username);
    if (!row || row.accountId !== accountId || row.expiresAt <= Math.floor(clock() / 1000)) {
      return ctx.throw(404, 'No such session: it may have ended already.', { code: 'not_found' });
    }
    const { jti: tokenId, expiresAt, keptSignedIn } = row;
    sessions.revoke({ username: ctx.state.owner.username, tokenId, expiresAt, keptSignedIn });
    ctx.status = 204;
  });

  return router;
}

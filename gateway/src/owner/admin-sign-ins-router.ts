import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { type ActiveSessions, SIGN_IN_EVENTS_SHOWN, type SignInActivity } from '../../contract/auth.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import type { AdminSessionStore } from './admin-session-store.ts';
import type { AdminSessions } from './admin-sessions.ts';
import type { AdminStore } from './admin-store.ts';
import type { AdminState } from './require-owner.ts';
import type { SignInEventStore } from './sign-in-event-store.ts';

interface SignInsDeps {
  admins: AdminStore;
  sessions: AdminSessions;
  sessionRows: AdminSessionStore;
  events: SignInEventStore;
  requireOwner: Middleware<AdminState>;
  clock: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The Account section's sign-in activity and active sessions:
 * `GET /api/admin/account/activity`, `GET /api/admin/account/sessions`,
 * `DELETE /api/admin/account/sessions/:id` (signs that token out at once).
 */
export function adminSignInsRouter(deps: SignInsDeps): Router<AdminState> {
  const { admins, sessions, sessionRows, events, requireOwner, clock } = deps;
  const router = new Router<AdminState>({ prefix: '/api/admin/account', ...EXACT_PATHS });
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
    const { username, tokenId } = ctx.state.admin;
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
    const accountId = accountIdOf(ctx.state.admin.username);
    if (!row || row.accountId !== accountId || row.expiresAt <= Math.floor(clock() / 1000)) {
      return ctx.throw(404, 'No such session: it may have ended already.', { code: 'not_found' });
    }
    const { jti: tokenId, expiresAt, keptSignedIn } = row;
    sessions.revoke({ username: ctx.state.admin.username, tokenId, expiresAt, keptSignedIn });
    ctx.status = 204;
  });

  return router;
}

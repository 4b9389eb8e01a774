import { randomBytes } from 'node:crypto';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../contract/auth.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import { throttleKeyForUsername } from '../auth/login-throttle.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password-hash.ts';
import type { AdminState } from '../auth/require-admin.ts';
import { addressKey, type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { validateBody } from '../http/validate.ts';
import type { AdminStore } from '../store/admin-store.ts';

const loginBody = z.object(
  {
    username: z
      .string({ error: 'Enter your username.' })
      .trim()
      .min(1, 'Enter your username.')
      .max(USERNAME_MAX_LENGTH, `Usernames are at most ${USERNAME_MAX_LENGTH} characters.`),
    password: z
      .string({ error: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(LOGIN_PASSWORD_MAX_LENGTH, `Passwords are at most ${LOGIN_PASSWORD_MAX_LENGTH} characters.`),
  },
  { error: 'The request body must be a JSON object.' },
);

interface AuthDeps {
  admins: AdminStore;
  sessions: AdminSessions;
  throttle: RateWindow;
  requireAdmin: Middleware<AdminState>;
}

/** `POST /api/auth/login` and `POST /api/auth/logout`. */
export function authRouter({ admins, sessions, throttle, requireAdmin }: AuthDeps): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/auth' });
  // An unknown username is checked against this, so it costs the same time as a wrong password.
  const decoyHash = hashPassword(randomBytes(32).toString('hex'));

  router.post('/login', async (ctx) => {
    const { username, password } = validateBody(ctx, loginBody);
    const keys = [throttleKeyForUsername(username), addressKey(ctx.ip)];
    const retryAfter = throttle.retryAfterSeconds(keys);
    if (retryAfter > 0) throwTooMany(ctx, retryAfter, 'too_many_attempts', 'Too many failed sign-ins.');

    const account = admins.findByUsername(username);
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
    if (!account || !matches) {
      throttle.record(keys);
      return ctx.throw(401, 'Wrong username or password.', { code: 'invalid_credentials' });
    }

    throttle.clear(keys[0] ?? '');
    if (needsRehash(account.passwordHash)) admins.replaceHash(account.id, await hashPassword(password));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessions.issue(account);
  });

  router.post('/logout', requireAdmin, (ctx) => {
    sessions.revoke(ctx.state.admin);
    ctx.status = 204;
  });

  return router;
}

import { randomBytes } from 'node:crypto';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { KNOWN_PLACE_DAYS, LOGIN_PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../contract/auth.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import { type LoginThrottle, throttleKeyForUsername } from '../auth/login-throttle.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password-hash.ts';
import type { AdminState } from '../auth/require-admin.ts';
import { signInPlaceOf } from '../auth/sign-in-place.ts';
import { addressKey, throwTooMany } from '../http/rate-window.ts';
import { validateBody } from '../http/validate.ts';
import type { AdminStore } from '../store/admin-store.ts';
import type { KnownPlaceStore, SignInPlace } from '../store/known-place-store.ts';
import type { SignInEventStore } from '../store/sign-in-event-store.ts';

/** Sign-in events are kept this long, and at most this many (a flood of throttled attempts cannot fill the disk). */
export const SIGN_IN_EVENTS_KEPT_DAYS = 90;
export const SIGN_IN_EVENTS_KEPT_MAX = 10_000;
/**
 * Places are kept this long, past KNOWN_PLACE_DAYS: no longer known, they still say the account
 * has signed in before, so a sign-in from a new place after a long break is e-mailed too.
 */
export const KNOWN_PLACES_KEPT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  throttle: LoginThrottle;
  places: KnownPlaceStore;
  events: SignInEventStore;
  requireAdmin: Middleware<AdminState>;
  clock: () => number;
  /** Told of a sign-in from a new place of an account that has signed in elsewhere before; after the response. */
  onNewPlace?: (place: SignInPlace, at: number) => void;
}

/**
 * `POST /api/auth/login` and `POST /api/auth/logout`. Failures count per client address and per
 * username; a place the account signed in from within KNOWN_PLACE_DAYS escapes the username's
 * count (which guesses from anywhere fill), never its own address's.
 */
export function authRouter(deps: AuthDeps): Router<AdminState> {
  const { admins, sessions, throttle, places, events, requireAdmin, clock, onNewPlace } = deps;
  const router = new Router<AdminState>({ prefix: '/api/auth' });
  // An unknown username is checked against this, so it costs the same time as a wrong password.
  const decoyHash = hashPassword(randomBytes(32).toString('hex'));

  router.post('/login', async (ctx) => {
    const { username, password } = validateBody(ctx, loginBody);
    const place = signInPlaceOf(ctx);
    const now = clock();
    const note = (outcome: 'signed_in' | 'wrong_password' | 'throttled', newPlace = false) => {
      events.prune(now - SIGN_IN_EVENTS_KEPT_DAYS * DAY_MS, SIGN_IN_EVENTS_KEPT_MAX);
      events.add({ at: now, username, ...place, outcome, newPlace });
    };
    const account = admins.findByUsername(username);
    // Asked for an unknown username too (of no account), so both take the same steps.
    const knownPlace = places.isKnown(account?.id ?? -1, place, now - KNOWN_PLACE_DAYS * DAY_MS);
    const userKey = throttleKeyForUsername(username);
    const placeKey = addressKey(place.address);
    const retryAfter = throttle.retryAfterSeconds(knownPlace ? [placeKey] : [placeKey, userKey]);
    if (retryAfter > 0) {
      note('throttled');
      throwTooMany(ctx, retryAfter, 'too_many_attempts', 'Too many failed sign-ins.');
    }

    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
    if (!account || !matches) {
      throttle.recordFailure([placeKey, userKey]);
      note('wrong_password');
      return ctx.throw(401, 'Wrong username or password.', { code: 'invalid_credentials' });
    }

    // The username's count stays: a success exempts this place from it, not the guessers elsewhere.
    throttle.clear(placeKey);
    const signedInBefore = places.hasAny(account.id);
    places.prune(now - KNOWN_PLACES_KEPT_DAYS * DAY_MS);
    places.remember(account.id, place, now);
    note('signed_in', !knownPlace);
    if (!knownPlace && signedInBefore && onNewPlace) ctx.res.once('close', () => onNewPlace(place, now));
    if (needsRehash(account.passwordHash)) admins.replaceHash(account.id, await hashPassword(password));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessions.issue(account, place);
  });

  router.post('/logout', requireAdmin, (ctx) => {
    sessions.revoke(ctx.state.admin);
    ctx.status = 204;
  });

  return router;
}

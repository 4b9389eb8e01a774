import { createHash, randomBytes } from 'node:crypto';
import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  CODE_JUST_USED,
  KEEP_SIGNED_IN_DAYS,
  KNOWN_PLACE_DAYS,
  SECOND_STEP_MAX_WRONG_CODES,
  SECOND_STEP_MINUTES,
  type SecondFactor,
  type SecondStepRequired,
} from '../../contract/auth.ts';
import { CREDENTIAL_MESSAGES, loginMessages, tidyCredentials } from '../../contract/credential-rules.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { addressKey, throwTooMany } from '../http/rate-window.ts';
import { notWorthABackup } from '../http/side-effects.ts';
import { validateBody, validateBodyByRules } from '../http/validate.ts';
import type { AccountChange, AccountNotifier } from './account-notices.ts';
import type { KnownPlaceStore, SignInPlace } from './known-place-store.ts';
import { codeAttemptKeys, type LoginThrottle, passwordAttemptKeys } from './login-throttle.ts';
import type { OwnerSessions } from './owner-sessions.ts';
import type { OwnerAccount, OwnerStore } from './owner-store.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import type { OwnerState } from './require-owner.ts';
import { acceptCode, isLastAcceptedCode, typedCode } from './second-factor.ts';
import type { SignInChallengeStore } from './sign-in-challenge-store.ts';
import type { SignInEventStore, StoredSignInEvent } from './sign-in-event-store.ts';
import { signInPlaceOf } from './sign-in-place.ts';
import type { TwoFactorStore } from './two-factor-store.ts';

/** Sign-in events are kept this long, and at most this many (a flood of throttled attempts cannot fill the disk). */
export const SIGN_IN_EVENTS_KEPT_DAYS = 90;
export const SIGN_IN_EVENTS_KEPT_MAX = 10_000;
/**
 * Places are kept this long, past KNOWN_PLACE_DAYS: no longer known, they still say the account
 * has signed in before, so a sign-in from a new place after a long break is e-mailed too.
 */
export const KNOWN_PLACES_KEPT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** The second step's challenge: 256 random bits, as base64url. */
const CHALLENGE_BYTES = 32;
const CHALLENGE_MAX_LENGTH = 256;
const SECOND_STEP_EXPIRED = 'That took too long: enter your password again.';
const WRONG_CODE = 'That code is not right. Enter the code your app shows now, or a recovery code.';

const loginBody = z.object(
  {
    username: z.string({ error: CREDENTIAL_MESSAGES.usernameMissing }),
    password: z.string({ error: CREDENTIAL_MESSAGES.passwordMissing }),
    keepSignedIn: z
      .boolean({ error: `"Keep me signed in" must be true or false (${KEEP_SIGNED_IN_DAYS} days or the usual time).` })
      .default(false),
  },
  { error: 'The request body must be a JSON object.' },
);

const codeBody = z.object(
  {
    challenge: z
      .string({ error: SECOND_STEP_EXPIRED })
      .min(1, SECOND_STEP_EXPIRED)
      .max(CHALLENGE_MAX_LENGTH, SECOND_STEP_EXPIRED),
    code: typedCode,
  },
  { error: 'The request body must be a JSON object.' },
);

/** What the database keeps of a challenge: the browser holds the value itself. */
const challengeHash = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

interface AuthDeps {
  admins: OwnerStore;
  sessions: OwnerSessions;
  throttle: LoginThrottle;
  places: KnownPlaceStore;
  events: SignInEventStore;
  twoFactor: TwoFactorStore;
  challenges: SignInChallengeStore;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
  /**
   * Told, after the response, of a sign-in with a recovery code, or from a new place of an account
   * that has signed in elsewhere before.
   */
  notify?: AccountNotifier;
}

/**
 * `POST /api/auth/login`, its second step `POST /api/auth/login/code`, and `POST /api/auth/logout`.
 * Failures count per client address and per username (wrong codes: per account); a place the
 * account signed in from within KNOWN_PLACE_DAYS escapes the account's count (which guesses from
 * anywhere fill), never its own address's.
 */
export function authRouter(deps: AuthDeps): Router<OwnerState> {
  const { admins, sessions, throttle, places, events, twoFactor, challenges, requireOwner, clock, notify } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/auth', ...EXACT_PATHS });
  // An unknown username is checked against this, so it costs the same time as a wrong password.
  const decoyHash = hashPassword(randomBytes(32).toString('hex'));

  const recordEvent = (event: StoredSignInEvent) => {
    events.prune(event.at - SIGN_IN_EVENTS_KEPT_DAYS * DAY_MS, SIGN_IN_EVENTS_KEPT_MAX);
    events.add(event);
  };

  /** The end of every sign-in, by the password alone or by its second step: the place is remembered, a token issued. */
  const finishSignIn = (
    ctx: Context,
    signIn: {
      account: OwnerAccount;
      username: string;
      place: SignInPlace;
      knownPlace: boolean;
      keepSignedIn: boolean;
      now: number;
    },
    secondFactor: SecondFactor | null,
  ) => {
    const { account, username, place, knownPlace, keepSignedIn, now } = signIn;
    // The username's count stays: a success exempts this place from it, not the guessers elsewhere.
    throttle.clear(addressKey(place.address));
    const signedInBefore = places.hasAny(account.id);
    places.prune(now - KNOWN_PLACES_KEPT_DAYS * DAY_MS);
    places.remember(account.id, place, now);
    recordEvent({ at: now, username, ...place, outcome: 'signed_in', newPlace: !knownPlace, secondFactor });
    const change: AccountChange | null =
      secondFactor === 'recovery_code'
        ? { kind: 'recovery_code_used', recoveryCodesLeft: twoFactor.recoveryCodesLeft(account.id) }
        : !knownPlace && signedInBefore
          ? { kind: 'new_place' }
          : null;
    if (change && notify) ctx.res.once('close', () => notify({ change, place, at: now }));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessions.issue(account, place, { keepSignedIn });
  };

  /** A right password of an account with two-step sign-in on: no token yet, a challenge for the code. */
  const startSecondStep = (
    ctx: Context,
    account: OwnerAccount,
    place: SignInPlace,
    knownPlace: boolean,
    keepSignedIn: boolean,
    now: number,
  ) => {
    const challenge = randomBytes(CHALLENGE_BYTES).toString('base64url');
    const expiresAt = now + SECOND_STEP_MINUTES * MINUTE_MS;
    challenges.prune(now);
    const tokenVersion = account.tokenVersion;
    challenges.add(challengeHash(challenge), {
      accountId: account.id,
      ...place,
      knownPlace,
      keepSignedIn,
      expiresAt,
      tokenVersion,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      secondStep: 'code',
      challenge,
      expiresAt: new Date(expiresAt).toISOString(),
    } satisfies SecondStepRequired;
  };

  const isTwoFactorOn = (accountId: number) => (twoFactor.find(accountId)?.confirmedAt ?? null) !== null;

  router.post('/login', notWorthABackup, async (ctx) => {
    const { username, password, keepSignedIn } = validateBodyByRules(ctx, loginBody, tidyCredentials, loginMessages);
    const place = signInPlaceOf(ctx);
    const now = clock();
    const note = (outcome: 'wrong_password' | 'throttled') =>
      recordEvent({ at: now, username, ...place, outcome, newPlace: false });
    const account = admins.findByUsername(username);
    // Asked for an unknown username too (of no account), so both take the same steps.
    const knownPlace = places.isKnown(account?.id ?? -1, place, now - KNOWN_PLACE_DAYS * DAY_MS);
    // Counted before the hash is checked, so guesses sent at once cannot all pass the check.
    const attempt = throttle.reserve(passwordAttemptKeys(place.address, username, knownPlace));
    if (!attempt.granted) {
      note('throttled');
      throwTooMany(ctx, attempt.retryAfterSeconds, 'too_many_attempts', 'Too many failed sign-ins.');
    }

    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
    if (!account || !matches) {
      note('wrong_password');
      return ctx.throw(401, 'Wrong username or password.', { code: 'invalid_credentials' });
    }
    attempt.release();

    // Here, not after the second step: that one never sees the password.
    if (needsRehash(account.passwordHash)) admins.replaceHash(account.id, await hashPassword(password));
    // "Keep me signed in" never skips the second step: the choice waits with the challenge.
    if (isTwoFactorOn(account.id)) return startSecondStep(ctx, account, place, knownPlace, keepSignedIn, now);
    finishSignIn(ctx, { account, username, place, knownPlace, keepSignedIn, now }, null);
  });

  router.post('/login/code', notWorthABackup, (ctx) => {
    const { challenge, code } = validateBody(ctx, codeBody);
    const place = signInPlaceOf(ctx);
    const now = clock();
    const hash = challengeHash(challenge);
    const waiting = challenges.find(hash, now);
    const account = waiting && admins.findById(waiting.accountId);
    const secret = account && twoFactor.find(account.id);
    // Void too once the password changed or the operator signed everyone out since it was given.
    if (!account || !secret || secret.confirmedAt === null || account.tokenVersion !== waiting.tokenVersion) {
      return ctx.throw(401, SECOND_STEP_EXPIRED, { code: 'second_step_expired' });
    }
    // A known place escapes the account's count only where the password was given.
    const samePlace = waiting.address === place.address && waiting.browser === place.browser;
    const knownPlace = waiting.knownPlace && samePlace;
    const note = (outcome: 'wrong_code' | 'throttled') =>
      recordEvent({
        at: now,
        username: account.username,
        ...place,
        outcome,
        newPlace: false,
        secondFactor: code.factor,
      });
    const attempt = throttle.reserve(codeAttemptKeys(place.address, account.id, knownPlace));
    if (!attempt.granted) {
      note('throttled');
      throwTooMany(ctx, attempt.retryAfterSeconds, 'too_many_attempts', 'Too many failed sign-ins.');
    }

    if (!acceptCode(twoFactor, account.id, secret.secret, code, now)) {
      challenges.countWrongCode(hash, SECOND_STEP_MAX_WRONG_CODES);
      note('wrong_code');
      const message = isLastAcceptedCode(twoFactor, account.id, secret.secret, code, now) ? CODE_JUST_USED : WRONG_CODE;
      return ctx.throw(401, message, { code: 'invalid_code' });
    }
    attempt.release();
    if (!challenges.take(hash, now)) return ctx.throw(401, SECOND_STEP_EXPIRED, { code: 'second_step_expired' });
    const { keepSignedIn } = waiting;
    finishSignIn(ctx, { account, username: account.username, place, knownPlace, keepSignedIn, now }, code.factor);
  });

  router.post('/logout', requireOwner, notWorthABackup, (ctx) => {
    sessions.revoke(ctx.state.owner);
    ctx.status = 204;
  });

  return router;
}

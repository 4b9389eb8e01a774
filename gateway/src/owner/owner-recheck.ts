import type { Context } from 'koa';
import { KNOWN_PLACE_DAYS } from '../../contract/auth.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { throwTooMany } from '../http/rate-window.ts';
import { fieldError } from '../http/validate.ts';
import type { KnownPlaceStore } from './known-place-store.ts';
import { type AttemptKeys, codeAttemptKeys, type LoginThrottle, passwordAttemptKeys } from './login-throttle.ts';
import type { OwnerAccount } from './owner-store.ts';
import { verifyPassword } from './password-hash.ts';
import { signInPlaceOf } from './sign-in-place.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WRONG_CURRENT_PASSWORD = 'That is not your current password.';

interface OwnerRecheckDeps {
  throttle: LoginThrottle;
  places: KnownPlaceStore;
  clock: () => number;
}

export interface OwnerRecheck {
  /**
   * Returns when `password` is the account's; a wrong one is a 400 on `field`, counted on the
   * sign-in throttle. `withCode`: a code follows, so its throttle is checked first as well.
   */
  password(ctx: Context, account: OwnerAccount, password: string, field: string, withCode?: boolean): Promise<void>;
  /**
   * What `accept()` gives for a code it takes (false or null: not taken, a 400 `message` on
   * `field`, counted as wrong codes at sign-in are). A function `message` is asked after the
   * refusal, so it can tell why.
   */
  code<T>(
    ctx: Context,
    account: OwnerAccount,
    accept: () => T | false | null,
    field: string,
    message: string | (() => string),
  ): T;
}

/**
 * A signed-in owner's password or second-step code checked again (to change the password, turn
 * two-step sign-in on or off, get new recovery codes) under the sign-in's throttle, with its
 * keys: a stolen token gives no more guesses than the sign-in page does.
 */
export function createOwnerRecheck({ throttle, places, clock }: OwnerRecheckDeps): OwnerRecheck {
  const knownPlace = (ctx: Context, account: OwnerAccount) =>
    places.isKnown(account.id, signInPlaceOf(ctx), clock() - KNOWN_PLACE_DAYS * DAY_MS);
  const reserve = (ctx: Context, keys: AttemptKeys, what: string) => {
    const attempt = throttle.reserve(keys);
    if (!attempt.granted) return throwTooMany(ctx, attempt.retryAfterSeconds, ERROR_CODES.tooManyAttempts, what);
    return attempt;
  };

  return {
    async password(ctx, account, password, field, withCode = false) {
      const known = knownPlace(ctx, account);
      const keys = passwordAttemptKeys(ctx.ip, account.username, known);
      const checked = withCode
        ? [...keys.checked, ...codeAttemptKeys(ctx.ip, account.id, known).checked]
        : keys.checked;
      const what = withCode ? 'Too many wrong passwords or codes.' : 'Too many wrong passwords.';
      const attempt = reserve(ctx, { checked, counted: keys.counted }, what);
      // 400, not 401: a mistyped password must not end the session that is typing it.
      if (!(await verifyPassword(password, account.passwordHash))) fieldError(ctx, field, WRONG_CURRENT_PASSWORD);
      attempt.release();
    },
    code(ctx, account, accept, field, message) {
      const attempt = reserve(
        ctx,
        codeAttemptKeys(ctx.ip, account.id, knownPlace(ctx, account)),
        'Too many wrong codes.',
      );
      const accepted = accept();
      if (accepted === false || accepted === null) {
        return fieldError(ctx, field, typeof message === 'string' ? message : message());
      }
      attempt.release();
      return accepted;
    },
  };
}

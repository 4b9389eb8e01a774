import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  CODE_JUST_USED,
  NEW_PASSWORD_MAX_LENGTH,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../contract/auth.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import type { AccountChange, AccountNotifier } from './account-notices.ts';
import type { OwnerRecheck } from './owner-recheck.ts';
import type { OwnerAccount, OwnerStore } from './owner-store.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import type { OwnerState } from './require-owner.ts';
import { acceptCode, isLastAcceptedCode, typedCode } from './second-factor.ts';
import { signInPlaceOf } from './sign-in-place.ts';
import { matchedTotpStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp.ts';
import type { TwoFactorStore } from './two-factor-store.ts';

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(NEW_PASSWORD_MAX_LENGTH, 'That is not your current password.');
const JSON_OBJECT = { error: 'The request body must be a JSON object.' };
const setupBody = z.object({ password: currentPassword }, JSON_OBJECT);
const confirmBody = z.object({ code: typedCode }, JSON_OBJECT);
const proofBody = z.object({ password: currentPassword, code: typedCode }, JSON_OBJECT);

const WRONG_CODE = 'That code is not right. Enter the code your app shows now.';
const WRONG_CODE_OR_RECOVERY = 'That code is not right. Enter the code your app shows now, or a recovery code.';
const NOT_ON = 'Two-step sign-in is not on.';

interface TwoFactorDeps {
  admins: OwnerStore;
  twoFactor: TwoFactorStore;
  /** The password and codes checked under the sign-in throttle. */
  recheck: OwnerRecheck;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
  /** The business's name: the issuer an authenticator app lists the account under. */
  siteName: () => string;
  logger: Logger;
  /** Told of each change after its response. */
  notify?: AccountNotifier;
}

/** Every answer here holds a secret or says whether there is one: never kept by a cache. */
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Two-step sign-in in the Account section: `GET /api/admin/account/two-factor` and its `setup`,
 * `confirm`, `disable` and `recovery-codes`. Wrong passwords and codes count on the sign-in
 * throttle, as they do at sign-in.
 */
export function adminTwoFactorRouter(deps: TwoFactorDeps): Router<OwnerState> {
  const { admins, twoFactor, recheck, requireOwner, clock, siteName, logger, notify } = deps;
  const tell = (ctx: Context, change: AccountChange) => {
    if (!notify) return;
    const notice = { change, place: signInPlaceOf(ctx), at: clock() };
    ctx.res.once('close', () => notify(notice));
  };
  const router = new Router<OwnerState>({ prefix: '/api/admin/account', ...EXACT_PATHS });

  const accountOf = (ctx: Context & { state: OwnerState }): OwnerAccount =>
    admins.findByUsername(ctx.state.owner.username) ?? ctx.throw(401);
  const throwState = (ctx: Context, message: string): never => ctx.throw(409, message, { code: 'two_factor_state' });

  /** The password and a code (the app's, or a recovery code, spent) of an account with two-step sign-in on. */
  const proveBoth = async (ctx: Context & { state: OwnerState }) => {
    const { password, code } = validateBody(ctx, proofBody);
    const account = accountOf(ctx);
    const secret = twoFactor.find(account.id);
    if (!secret || secret.confirmedAt === null) return throwState(ctx, NOT_ON);
    await recheck.password(ctx, account, password, 'password', true);
    const now = clock();
    const accept = () => acceptCode(twoFactor, account.id, secret.secret, code, now);
    const refusal = () =>
      isLastAcceptedCode(twoFactor, account.id, secret.secret, code, now) ? CODE_JUST_USED : WRONG_CODE_OR_RECOVERY;
    recheck.code(ctx, account, accept, 'code', refusal);
    return account;
  };

  router.get('/two-factor', requireOwner, noStore, (ctx) => {
    const account = accountOf(ctx);
    const confirmedAt = twoFactor.find(account.id)?.confirmedAt ?? null;
    ctx.body = {
      enabled: confirmedAt !== null,
      enabledAt: confirmedAt === null ? null : new Date(confirmedAt).toISOString(),
      recoveryCodesLeft: confirmedAt === null ? 0 : twoFactor.recoveryCodesLeft(account.id),
    } satisfies TwoFactorStatus;
  });

  router.post('/two-factor/setup', requireOwner, noStore, worthABackup, async (ctx) => {
    const { password } = validateBody(ctx, setupBody);
    const account = accountOf(ctx);
    const alreadyOn = 'Two-step sign-in is on already: turn it off first to set up another app.';
    if ((twoFactor.find(account.id)?.confirmedAt ?? null) !== null) throwState(ctx, alreadyOn);
    await recheck.password(ctx, account, password, 'password');
    const secret = newTotpSecret();
    if (!twoFactor.startEnrolment(account.id, secret, clock())) throwState(ctx, alreadyOn);
    const uri = otpauthUri(secret, siteName(), account.username);
    ctx.body = { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) } satisfies TwoFactorSetup;
  });

  router.post('/two-factor/confirm', requireOwner, noStore, worthABackup, (ctx) => {
    const { code } = validateBody(ctx, confirmBody);
    const account = accountOf(ctx);
    const pending = twoFactor.find(account.id);
    if (!pending || pending.confirmedAt !== null) {
      return throwState(
        ctx,
        pending ? 'Two-step sign-in is on already.' : 'Set up two-step sign-in first: no app is waiting.',
      );
    }
    const now = clock();
    // Recovery codes come with the confirmation: only the app's code proves it read the secret.
    const appStep = () => (code.factor === 'code' ? matchedTotpStep(pending.secret, code.code, now) : null);
    const step = recheck.code(ctx, account, appStep, 'code', WRONG_CODE);
    const codes = newRecoveryCodes();
    if (!twoFactor.confirm(account.id, step, now, codes.map(recoveryCodeHash))) {
      return throwState(ctx, 'Two-step sign-in changed meanwhile: reload the page.');
    }
    logger.info({ username: account.username }, 'two-step sign-in turned on');
    tell(ctx, { kind: 'two_factor_on' });
    ctx.body = { codes } satisfies RecoveryCodes;
  });

  router.post('/two-factor/disable', requireOwner, noStore, worthABackup, async (ctx) => {
    const account = await proveBoth(ctx);
    twoFactor.disable(account.id);
    logger.info({ username: account.username }, 'two-step sign-in turned off');
    tell(ctx, { kind: 'two_factor_off' });
    ctx.status = 204;
  });

  router.post('/two-factor/recovery-codes', requireOwner, noStore, worthABackup, async (ctx) => {
    const account = await proveBoth(ctx);
    const codes = newRecoveryCodes();
    twoFactor.replaceRecoveryCodes(account.id, codes.map(recoveryCodeHash));
    logger.info({ username: account.username, recoveryCodes: codes.length }, 'recovery codes renewed');
    tell(ctx, { kind: 'recovery_codes_renewed' });
    ctx.body = { codes } satisfies RecoveryCodes;
  });

  return router;
}

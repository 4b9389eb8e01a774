import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { CREDENTIAL_MESSAGES, passwordChangeMessages } from '../../contract/credential-rules.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { fieldError, validateBodyByRules } from '../http/validate.ts';
import type { AccountNotifier } from './account-notices.ts';
import type { OwnerRecheck } from './owner-recheck.ts';
import type { OwnerSessions } from './owner-sessions.ts';
import type { OwnerStore } from './owner-store.ts';
import { hashPassword } from './password-hash.ts';
import { passwordProblem } from './password-policy.ts';
import type { OwnerState } from './require-owner.ts';
import { signInPlaceOf } from './sign-in-place.ts';

// The shape at the edge; the rules are the contract's, shared with the dashboard's form.
const passwordChange = z.object(
  {
    currentPassword: z.string({ error: CREDENTIAL_MESSAGES.currentPasswordMissing }),
    newPassword: z.string({ error: CREDENTIAL_MESSAGES.newPasswordMissing }),
  },
  { error: 'The request body must be a JSON object.' },
);

interface AccountDeps {
  admins: OwnerStore;
  sessions: OwnerSessions;
  requireOwner: Middleware<OwnerState>;
  /** The current password checked under the sign-in throttle. */
  recheck: OwnerRecheck;
  /** Told of a new password after the response. */
  notify?: AccountNotifier;
  clock: () => number;
}

/** `PUT /api/admin/password`: a new password signs out every other session. */
export function adminAccountRouter(deps: AccountDeps): Router<OwnerState> {
  const { admins, sessions, requireOwner, recheck, notify, clock } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });

  router.put('/password', requireOwner, worthABackup, async (ctx) => {
    const { currentPassword, newPassword } = validateBodyByRules(
      ctx,
      passwordChange,
      (body) => body,
      passwordChangeMessages,
    );
    const account = admins.findByUsername(ctx.state.owner.username);
    if (!account) return ctx.throw(401);
    await recheck.password(ctx, account, currentPassword, 'currentPassword');
    const problem = passwordProblem(newPassword, account.username);
    if (problem) fieldError(ctx, 'newPassword', problem);

    const updated = admins.changePassword(account.id, await hashPassword(newPassword));
    sessions.accountsChanged();
    const place = signInPlaceOf(ctx);
    if (notify) {
      const notice = { change: { kind: 'password_changed' } as const, place, at: clock() };
      ctx.res.once('close', () => notify(notice));
    }
    ctx.set('Cache-Control', 'no-store');
    // The new session is kept as long as the one that changed the password was.
    ctx.body = sessions.issue(updated, place, { keepSignedIn: ctx.state.owner.keptSignedIn });
  });

  return router;
}

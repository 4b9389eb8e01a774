import type { DatabaseSync } from 'node:sqlite';
import { watchOtherWriters } from '../db/data-version.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import { createAccessRecoveryStore } from './access-recovery-store.ts';
import { createAccountNotifier } from './account-notices.ts';
import { adminAccountRouter } from './admin-account-router.ts';
import { adminSignInsRouter } from './admin-sign-ins-router.ts';
import { adminTwoFactorRouter } from './admin-two-factor-router.ts';
import { authRouter } from './auth-router.ts';
import { bootstrapOwner } from './bootstrap-owner.ts';
import { credentialsRouter } from './credentials-router.ts';
import { createKnownPlaceStore } from './known-place-store.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createOwnerRecheck } from './owner-recheck.ts';
import { createOwnerSessionStore } from './owner-session-store.ts';
import { createOwnerSessions } from './owner-sessions.ts';
import { createOwnerStore } from './owner-store.ts';
import { createRequireOwner } from './require-owner.ts';
import { createRevokedTokenStore } from './revoked-token-store.ts';
import { createSignInChallengeStore } from './sign-in-challenge-store.ts';
import { createSignInEventStore } from './sign-in-event-store.ts';
import { createSignInFailureStore } from './sign-in-failure-store.ts';
import { createTwoFactorStore } from './two-factor-store.ts';

/** The owner's account, sessions, two-step sign-in and recovery, as the operator's commands (cli/admin.ts) change them. */
export function ownerStores(db: DatabaseSync) {
  return {
    admins: createOwnerStore(db),
    sessionRows: createOwnerSessionStore(db),
    revokedTokens: createRevokedTokenStore(db),
    accessRecovery: createAccessRecoveryStore(db),
    twoFactor: createTwoFactorStore(db),
    signInFailures: createSignInFailureStore(db),
  };
}

/** What the owner's modules read of the configuration, beyond the kernel's. */
export interface OwnerSettings {
  /** How long a sign-in lasts (TOKEN_TTL), in seconds. */
  tokenTtlSeconds: number;
  /** The first owner's name and password (ADMIN_USERNAME, ADMIN_PASSWORD), read on the first start only. */
  adminUsername: string;
  /** Unset: a random password is generated for the first owner and shown once. */
  adminPassword: string | undefined;
}

/** The owner's account and what guards it, built on the database alone: every other module's routes use `requireOwner`. */
export function ownerAccess(
  kernel: Pick<Kernel<OwnerSettings>, 'db' | 'jwtKey' | 'settings' | 'clock' | 'siteAddress'>,
) {
  const { db, jwtKey, clock, siteAddress } = kernel;
  const { tokenTtlSeconds } = kernel.settings;
  const stores = ownerStores(db);
  const sessions = createOwnerSessions({
    admins: stores.admins,
    revokedTokens: stores.revokedTokens,
    sessionRows: stores.sessionRows,
    changedElsewhere: watchOtherWriters(db),
    jwtKey,
    tokenTtlSeconds,
    clock,
  });
  return {
    ...stores,
    sessions,
    /** Lets a request through with a valid, unrevoked owner token; 401 otherwise. */
    requireOwner: createRequireOwner(jwtKey, tokenTtlSeconds, sessions, clock, siteAddress),
  };
}

export type OwnerAccess = ReturnType<typeof ownerAccess>;

interface OwnerDeps {
  access: OwnerAccess;
  /** The e-mails that tell the owner of a change to the account (a new sign-in place, a new password). */
  mailSettings: { mail: MailSender };
  /** The business's name, as e-mails and authenticator apps show it. */
  siteContent: { siteName: () => string };
}

/**
 * Signing in and out, the account (password, two-step sign-in, the sign-ins and sessions), and
 * the first owner created on the first start.
 */
export function ownerModule(kernel: Kernel<OwnerSettings>, { access, mailSettings, siteContent }: OwnerDeps) {
  const { mail } = mailSettings;
  const { siteName } = siteContent;
  const { db, clock, logger, settings, runtime } = kernel;
  const { admins, sessions, sessionRows, twoFactor, requireOwner } = access;
  const throttle = createLoginThrottle(access.signInFailures, clock);
  const events = createSignInEventStore(db);
  const places = createKnownPlaceStore(db);
  const recheck = createOwnerRecheck({ throttle, places, clock });
  const notify = createAccountNotifier({ mail, siteName, logger });
  return {
    routers: [
      credentialsRouter(requireOwner),
      authRouter({
        admins,
        sessions,
        throttle,
        places,
        events,
        twoFactor,
        challenges: createSignInChallengeStore(db),
        requireOwner,
        clock,
        notify,
      }),
      adminAccountRouter({ admins, sessions, requireOwner, recheck, clock, notify }),
      adminTwoFactorRouter({ admins, twoFactor, recheck, requireOwner, clock, siteName, logger, notify }),
      adminSignInsRouter({ admins, sessions, sessionRows, events, requireOwner, clock }),
    ],
    async start() {
      const { adminUsername: username, adminPassword: password } = settings;
      const created = await bootstrapOwner({ admins, username, password, logger, announce: runtime.announce });
      // The sessions were built before the first owner existed: they learn of the new account.
      if (created !== 'existing') sessions.accountsChanged();
    },
  } satisfies Module;
}

// What the other modules use of this one.
export type { OwnerAccount, OwnerStore } from './owner-store.ts';
export { hashPassword } from './password-hash.ts';
export { generatePassword, passwordProblem } from './password-policy.ts';
export type { OwnerState } from './require-owner.ts';

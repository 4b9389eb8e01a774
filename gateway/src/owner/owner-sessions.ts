import { type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { KEEP_SIGNED_IN_DAYS } from '../../contract/auth.ts';
import type { SignInPlace } from './known-place-store.ts';
import type { OwnerSessionStore } from './owner-session-store.ts';
import type { OwnerAccount, OwnerStore } from './owner-store.ts';
import type { RevokedTokenStore } from './revoked-token-store.ts';

/** A kept session's lifetime: the longest any token lives, so the verifier's max age. */
export const KEPT_SESSION_SECONDS = KEEP_SIGNED_IN_DAYS * 24 * 60 * 60;

export interface IssueOptions {
  /** "Keep me signed in on this device": KEPT_SESSION_SECONDS instead of the token lifetime. */
  keepSignedIn?: boolean;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface OwnerSession {
  username: string;
  tokenId: string;
  /** Unix seconds. */
  expiresAt: number;
  /** Signed in with "Keep me signed in on this device". */
  keptSignedIn: boolean;
}

export interface OwnerSessions {
  /** A new token, listed among the account's sessions with the place it was issued to. */
  issue(account: OwnerAccount, place: SignInPlace, options?: IssueOptions): IssuedToken;
  /**
   * The session a verified token stands for; undefined once signed out or its password changed,
   * or when a token not kept is older than the token lifetime (the verifier's max age is a kept one's).
   */
  sessionOf(claims: Record<string, unknown>): OwnerSession | undefined;
  revoke(session: OwnerSession): void;
  /** Call after an account is created or its password changes: its older sessions are forgotten. */
  accountsChanged(): void;
}

interface Deps {
  admins: OwnerStore;
  revokedTokens: RevokedTokenStore;
  sessionRows: OwnerSessionStore;
  /** True once another process has written to the database since last asked (see db/data-version.ts). */
  changedElsewhere?: () => boolean;
  jwtKey: KeyObject;
  tokenTtlSeconds: number;
  clock: () => number;
}

/**
 * Issues tokens and decides whether a verified one still counts. Token versions and revoked
 * token ids live in memory (the database is written through, and read back at start), so
 * checking a token costs one `PRAGMA data_version`: when another process (the operator's
 * commands) has written to the database, both are read again before the check.
 */
export function createOwnerSessions(deps: Deps): OwnerSessions {
  const { admins, revokedTokens, sessionRows, jwtKey, tokenTtlSeconds, clock } = deps;
  const changedElsewhere = deps.changedElsewhere ?? (() => false);
  const nowSeconds = () => Math.floor(clock() / 1000);
  const tokenVersions = new Map<string, number>();
  const revoked = new Map<string, number>();

  // An account whose version moved has none of its older sessions left to list.
  const loadVersions = () => {
    const before = new Map(tokenVersions);
    tokenVersions.clear();
    for (const account of admins.all()) {
      const key = account.username.toLowerCase();
      const previous = before.get(key);
      if (previous !== undefined && previous !== account.tokenVersion) sessionRows.removeAccount(account.id);
      tokenVersions.set(key, account.tokenVersion);
    }
  };
  const loadRevoked = () => {
    revoked.clear();
    for (const token of revokedTokens.active(nowSeconds())) revoked.set(token.jti, token.expiresAt);
  };
  const forgetExpired = () => {
    const now = nowSeconds();
    for (const [jti, expiresAt] of revoked) if (expiresAt <= now) revoked.delete(jti);
    revokedTokens.prune(now);
    sessionRows.prune(now);
  };
  const catchUp = () => {
    if (!changedElsewhere()) return;
    loadVersions();
    loadRevoked();
  };

  loadVersions();
  revokedTokens.prune(nowSeconds());
  sessionRows.prune(nowSeconds());
  loadRevoked();

  return {
    issue(account, place, { keepSignedIn = false } = {}) {
      // First what another process changed, so this new session's row is not taken for an older one.
      catchUp();
      const iat = nowSeconds();
      const exp = iat + (keepSignedIn ? KEPT_SESSION_SECONDS : tokenTtlSeconds);
      const jti = randomUUID();
      const claims = { ver: account.tokenVersion, iat, exp, ...(keepSignedIn ? { keep: true } : {}) };
      const token = jwt.sign(claims, jwtKey, {
        algorithm: 'HS256',
        subject: account.username,
        jwtid: jti,
      });
      sessionRows.add({
        jti,
        accountId: account.id,
        ...place,
        createdAt: clock(),
        expiresAt: exp,
        keptSignedIn: keepSignedIn,
      });
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },

    sessionOf({ sub, ver, jti, exp, iat, keep }) {
      if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
        return undefined;
      }
      const keptSignedIn = keep === true;
      // Only a kept session may outlive the token lifetime, whatever its exp says.
      if (!keptSignedIn && (typeof iat !== 'number' || nowSeconds() - iat > tokenTtlSeconds)) return undefined;
      catchUp();
      if (tokenVersions.get(sub.toLowerCase()) !== ver || revoked.has(jti)) return undefined;
      return { username: sub, tokenId: jti, expiresAt: exp, keptSignedIn };
    },

    revoke(session) {
      revokedTokens.add({ jti: session.tokenId, expiresAt: session.expiresAt });
      revoked.set(session.tokenId, session.expiresAt);
      sessionRows.remove(session.tokenId);
      forgetExpired();
    },

    accountsChanged: loadVersions,
  };
}

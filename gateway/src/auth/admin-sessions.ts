import { type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AdminAccount, AdminStore } from '../store/admin-store.ts';
import type { RevokedTokenStore } from '../store/revoked-token-store.ts';

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface AdminSession {
  username: string;
  tokenId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export interface AdminSessions {
  issue(account: AdminAccount): IssuedToken;
  /** The session a verified token stands for; undefined once signed out or its password changed. */
  sessionOf(claims: Record<string, unknown>): AdminSession | undefined;
  revoke(session: AdminSession): void;
  /** Call after an account is created or its password changes. */
  accountsChanged(): void;
}

interface Deps {
  admins: AdminStore;
  revokedTokens: RevokedTokenStore;
  jwtKey: KeyObject;
  tokenTtlSeconds: number;
  clock: () => number;
}

/**
 * Issues tokens and decides whether a verified one still counts. Token versions and revoked
 * token ids live in memory (the database is written through, and read back at start), so
 * checking a token never touches the database.
 */
export function createAdminSessions({ admins, revokedTokens, jwtKey, tokenTtlSeconds, clock }: Deps): AdminSessions {
  const nowSeconds = () => Math.floor(clock() / 1000);
  const tokenVersions = new Map<string, number>();
  const revoked = new Map<string, number>();

  const loadVersions = () => {
    tokenVersions.clear();
    for (const account of admins.all()) tokenVersions.set(account.username.toLowerCase(), account.tokenVersion);
  };
  const forgetExpired = () => {
    const now = nowSeconds();
    for (const [jti, expiresAt] of revoked) if (expiresAt <= now) revoked.delete(jti);
    revokedTokens.prune(now);
  };

  loadVersions();
  revokedTokens.prune(nowSeconds());
  for (const token of revokedTokens.active(nowSeconds())) revoked.set(token.jti, token.expiresAt);

  return {
    issue(account) {
      const iat = nowSeconds();
      const exp = iat + tokenTtlSeconds;
      const token = jwt.sign({ ver: account.tokenVersion, iat, exp }, jwtKey, {
        algorithm: 'HS256',
        subject: account.username,
        jwtid: randomUUID(),
      });
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },

    sessionOf({ sub, ver, jti, exp }) {
      if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
        return undefined;
      }
      if (tokenVersions.get(sub.toLowerCase()) !== ver || revoked.has(jti)) return undefined;
      return { username: sub, tokenId: jti, expiresAt: exp };
    },

    revoke(session) {
      revokedTokens.add({ jti: session.tokenId, expiresAt: session.expiresAt });
      revoked.set(session.tokenId, session.expiresAt);
      forgetExpired();
    },

    accountsChanged: loadVersions,
  };
}

import type { DatabaseSync } from 'node:sqlite';

export interface RevokedToken {
  jti: string;
  /** Unix seconds. */
  expiresAt: number;
}

export interface RevokedTokenStore {
  add(token: RevokedToken): void;
  /** Tokens still worth refusing: not yet expired at `now` (unix seconds). */
  active(now: number): RevokedToken[];
  prune(now: number): void;
}

export function createRevokedTokenStore(db: DatabaseSync): RevokedTokenStore {
  const insert = db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)');
  const selectActive = db.prepare('SELECT jti, expires_at FROM revoked_tokens WHERE expires_at > ?');
  const deleteExpired = db.prepare('DELETE FROM revoked_tokens WHERE expires_at <= ?');
  return {
    add({ jti, expiresAt }) {
      insert.run(jti, expiresAt);
    },
    active: (now) => selectActive.all(now).map((row) => ({ jti: String(row.jti), expiresAt: Number(row.expires_at) })),
    prune(now) {
      deleteExpired.run(now);
    },
  };
}

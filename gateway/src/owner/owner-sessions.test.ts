import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import jwt from 'jsonwebtoken';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchOtherWriters } from '../db/data-version.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createOwnerSessionStore } from './owner-session-store.ts';
import { createOwnerSessions } from './owner-sessions.ts';
import { createOwnerStore, type OwnerStore } from './owner-store.ts';
import { createRevokedTokenStore } from './revoked-token-store.ts';

const jwtKey = createSecretKey(randomBytes(32));
let dir: string;
let db: DatabaseSync;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-sessions-'));
  db = openDatabase(join(dir, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  createOwnerStore(db).create('owner', 'unused-hash');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh view over the same database, as after a gateway restart. */
function sessionsAt(now: number) {
  const admins = createOwnerStore(db);
  const sessions = createOwnerSessions({
    admins,
    revokedTokens: createRevokedTokenStore(db),
    sessionRows: createOwnerSessionStore(db),
    changedElsewhere: watchOtherWriters(db),
    jwtKey,
    tokenTtlSeconds: 3600,
    clock: () => now,
  });
  return { admins, sessions };
}

const PLACE = { address: '198.51.100.7', browser: 'Firefox on Linux' };
/** The sessions' clock in these tests: a fixed moment, so none of them depends on today. */
const NOW = Date.parse('2026-11-21T12:00:00Z');

const claimsOf = (token: string) => jwt.decode(token) as Record<string, unknown>;

function ownerIn(admins: OwnerStore) {
  const owner = admins.findByUsername('owner');
  if (!owner) throw new Error('the test database has no owner account');
  return owner;
}

describe('admin sessions', () => {
  it('issue tokens with subject, version, id, issue time and expiry', () => {
    const { admins, sessions } = sessionsAt(NOW);
    const issued = sessions.issue(ownerIn(admins), PLACE);
    expect(claimsOf(issued.token)).toMatchObject({ sub: 'owner', ver: 0, iat: NOW / 1000, exp: NOW / 1000 + 3600 });
    expect(claimsOf(issued.token).jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.expiresAt).toBe('2026-11-21T13:00:00.000Z');
  });

  it('keep a signed-out token refused after a restart, until it would have expired anyway', () => {
    const first = sessionsAt(NOW);
    const token = first.sessions.issue(ownerIn(first.admins), PLACE).token;
    const session = first.sessions.sessionOf(claimsOf(token));
    if (!session) throw new Error('a freshly issued token has no session');
    first.sessions.revoke(session);

    expect(sessionsAt(NOW).sessions.sessionOf(claimsOf(token))).toBeUndefined();
    expect(db.prepare('SELECT count(*) AS n FROM revoked_tokens').get()).toEqual({ n: 1 });
    sessionsAt(NOW + 3601 * 1000);
    expect(db.prepare('SELECT count(*) AS n FROM revoked_tokens').get()).toEqual({ n: 0 });
  });

  it('refuse tokens from before a password change, also after a restart', () => {
    const { admins, sessions } = sessionsAt(NOW);
    const owner = ownerIn(admins);
    const before = sessions.issue(owner, PLACE).token;
    const changed = admins.changePassword(owner.id, 'new-hash');
    sessions.accountsChanged();
    const after = sessions.issue(changed, PLACE).token;

    expect(sessions.sessionOf(claimsOf(before))).toBeUndefined();
    expect(sessions.sessionOf(claimsOf(after))?.username).toBe('owner');
    expect(sessionsAt(NOW).sessions.sessionOf(claimsOf(before))).toBeUndefined();
  });

  it('list each token issued with its place, and forget the older ones once the password changes', () => {
    const { admins, sessions } = sessionsAt(NOW);
    const owner = ownerIn(admins);
    const first = claimsOf(sessions.issue(owner, PLACE).token);
    sessions.issue(owner, { address: '203.0.113.20', browser: 'Safari on iPhone' });
    const rows = createOwnerSessionStore(db).active(owner.id, NOW / 1000);
    expect(rows.map((row) => [row.address, row.browser])).toEqual(
      expect.arrayContaining([
        ['198.51.100.7', 'Firefox on Linux'],
        ['203.0.113.20', 'Safari on iPhone'],
      ]),
    );
    expect(rows.find((row) => row.jti === first.jti)).toMatchObject({ createdAt: NOW, expiresAt: NOW / 1000 + 3600 });

    const changed = admins.changePassword(owner.id, 'new-hash');
    sessions.accountsChanged();
    sessions.issue(changed, PLACE);
    expect(createOwnerSessionStore(db).active(owner.id, NOW / 1000)).toHaveLength(1);
  });

  it('notice a token version bumped by another process (a second connection) on the next check', () => {
    const { admins, sessions } = sessionsAt(NOW);
    const token = claimsOf(sessions.issue(ownerIn(admins), PLACE).token);
    expect(sessions.sessionOf(token)).toBeDefined();

    const operator = new DatabaseSync(join(dir, 'site.db'));
    operator.exec("UPDATE admin_accounts SET token_version = token_version + 1 WHERE username = 'owner'");
    operator.close();

    expect(sessions.sessionOf(token)).toBeUndefined();
    expect(createOwnerSessionStore(db).active(ownerIn(admins).id, NOW / 1000)).toEqual([]);
  });

  it('notice a token revoked by another process on the next check', () => {
    const { admins, sessions } = sessionsAt(NOW);
    const token = claimsOf(sessions.issue(ownerIn(admins), PLACE).token);
    const operator = new DatabaseSync(join(dir, 'site.db'));
    operator
      .prepare('INSERT INTO revoked_tokens (jti, expires_at) VALUES (?, ?)')
      .run(String(token.jti), Number(token.exp));
    operator.close();
    expect(sessions.sessionOf(token)).toBeUndefined();
  });
});

import type { DatabaseSync } from 'node:sqlite';
import { returnedRow } from '../db/returned-row.ts';

export interface OwnerAccount {
  id: number;
  username: string;
  passwordHash: string;
  tokenVersion: number;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export interface OwnerStore {
  count(): number;
  /** Usernames compare without regard to case. */
  findByUsername(username: string): OwnerAccount | undefined;
  findById(id: number): OwnerAccount | undefined;
  create(username: string, passwordHash: string): OwnerAccount;
  /** Stores the new hash and bumps the token version, which refuses every older token. */
  changePassword(id: number, passwordHash: string): OwnerAccount;
  /** Same password, stronger hash parameters: tokens stay valid. */
  replaceHash(id: number, passwordHash: string): void;
  all(): OwnerAccount[];
}

function toAccount(row: Record<string, unknown>): OwnerAccount {
  return {
    id: Number(row.id),
    username: String(row.username),
    passwordHash: String(row.password_hash),
    tokenVersion: Number(row.token_version),
  };
}

export function createOwnerStore(db: DatabaseSync): OwnerStore {
  const columns = 'id, username, password_hash, token_version';
  const count = db.prepare('SELECT count(*) AS n FROM admin_accounts');
  const byUsername = db.prepare(`SELECT ${columns} FROM admin_accounts WHERE username = ?`);
  const byId = db.prepare(`SELECT ${columns} FROM admin_accounts WHERE id = ?`);
  const insert = db.prepare(`INSERT INTO admin_accounts (username, password_hash) VALUES (?, ?) RETURNING ${columns}`);
  const updatePassword = db.prepare(
    `UPDATE admin_accounts SET password_hash = ?, token_version = token_version + 1, updated_at = ${NOW}
     WHERE id = ? RETURNING ${columns}`,
  );
  const updateHash = db.prepare(`UPDATE admin_accounts SET password_hash = ?, updated_at = ${NOW} WHERE id = ?`);
  const selectAll = db.prepare(`SELECT ${columns} FROM admin_accounts ORDER BY id`);

  return {
    count: () => Number(count.get()?.n),
    findByUsername(username) {
      const row = byUsername.get(username);
      return row ? toAccount(row) : undefined;
    },
    findById(id) {
      const row = byId.get(id);
      return row ? toAccount(row) : undefined;
    },
    create: (username, passwordHash) => toAccount(returnedRow(insert, username, passwordHash) ?? {}),
    changePassword: (id, passwordHash) => toAccount(returnedRow(updatePassword, passwordHash, id) ?? {}),
    replaceHash(id, passwordHash) {
      updateHash.run(passwordHash, id);
    },
    all: () => selectAll.all().map(toAccount),
  };
}

import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';

/** The salt's length: as long as the SHA-256 it feeds. */
export const SALT_BYTES = 32;

export interface VisitorSaltStore {
  /** The day's salt, made on its first use; every other day's salt is deleted then. */
  forDay(day: string): Uint8Array;
  /** Deletes every salt of a day before `day`. */
  deleteBefore(day: string): void;
}

/** The daily salt of the visitor hashes: kept for its day only, so no day's hashes can be matched with another's. */
export function createVisitorSaltStore(db: DatabaseSync): VisitorSaltStore {
  const select = db.prepare('SELECT salt FROM site_event_salts WHERE day = ?');
  const insert = db.prepare('INSERT INTO site_event_salts (day, salt) VALUES (?, ?)');
  const removeOthers = db.prepare('DELETE FROM site_event_salts WHERE day <> ?');
  const removeBefore = db.prepare('DELETE FROM site_event_salts WHERE day < ?');

  return {
    forDay(day) {
      return inTransaction(db, () => {
        const row = select.get(day);
        if (row) return row.salt as Uint8Array;
        removeOthers.run(day);
        const salt = randomBytes(SALT_BYTES);
        insert.run(day, salt);
        return salt;
      });
    },
    deleteBefore(day) {
      removeBefore.run(day);
    },
  };
}

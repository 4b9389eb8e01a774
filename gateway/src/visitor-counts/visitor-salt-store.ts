import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** The salt's length: as long as the SHA-256 it feeds. */
export const SALT_BYTES = 32;

/** The salt the day's visitor hashes are made with. */
export interface DaySalt {
  day: string;
  salt: Uint8Array;
}

export interface VisitorSaltStore {
  /**
   * The day's salt: the one kept with the day's events, or a new one, which the event store keeps
   * with the first events it writes (nothing is written here: the writer thread may hold the lock).
   */
  forDay(day: string): DaySalt;
  /** Whether a salt of a day before `day` is still kept. */
  anyBefore(day: string): boolean;
  /** Deletes every salt of a day before `day`. */
  deleteBefore(day: string): void;
}

/** The daily salt of the visitor hashes: kept for its day only, so no day's hashes can be matched with another's. */
export function createVisitorSaltStore(db: DatabaseSync): VisitorSaltStore {
  const select = db.prepare('SELECT salt FROM site_event_salts WHERE day = ?');
  const removeBefore = db.prepare('DELETE FROM site_event_salts WHERE day < ?');
  const selectBefore = db.prepare('SELECT 1 FROM site_event_salts WHERE day < ? LIMIT 1');

  return {
    forDay(day) {
      const kept = select.get(day)?.salt as Uint8Array | undefined;
      return { day, salt: kept ?? randomBytes(SALT_BYTES) };
    },
    anyBefore: (day) => selectBefore.get(day) !== undefined,
    deleteBefore(day) {
      removeBefore.run(day);
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { recipientHash } from './recipient-hash.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Which cap stopped an e-mail to an address anyone can type. */
export type RecipientCapReached = 'recipient_daily_cap' | 'site_hourly_cap';

export interface RecipientCaps {
  /**
   * Counts an e-mail to `recipient` at `now` (ms) unless one of the caps is reached; answers the
   * cap that was, else undefined. Checked and written together: inside the caller's transaction
   * when there is one, in a transaction of its own otherwise.
   */
  reserve(recipient: string, now: number): RecipientCapReached | undefined;
}

interface CapLimits {
  /** The table of reservations (recipient_hash, reserved_at): a constant of the caller's, never input. */
  table: string;
  perRecipientPerDay: number;
  perHour: number;
}

/**
 * Caps on e-mails a visitor's typing can send to any address: so many a day to one recipient,
 * so many an hour in all. Only a hash of each address is kept, for a day.
 */
export function createRecipientCaps(
  db: DatabaseSync,
  { table, perRecipientPerDay, perHour }: CapLimits,
): RecipientCaps {
  const prune = db.prepare(`DELETE FROM ${table} WHERE reserved_at < ?`);
  const countSince = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE reserved_at >= ?`);
  const countForSince = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE recipient_hash = ? AND reserved_at >= ?`);
  const insert = db.prepare(`INSERT INTO ${table} (recipient_hash, reserved_at) VALUES (?, ?)`);
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    reserve(recipient, now) {
      const hash = recipientHash(recipient);
      const work = (): RecipientCapReached | undefined => {
        prune.run(iso(now - DAY_MS));
        if (Number(countForSince.get(hash, iso(now - DAY_MS))?.n) >= perRecipientPerDay) return 'recipient_daily_cap';
        if (Number(countSince.get(iso(now - HOUR_MS))?.n) >= perHour) return 'site_hourly_cap';
        insert.run(hash, iso(now));
        return undefined;
      };
      return db.isTransaction ? work() : inTransaction(db, work);
    },
  };
}

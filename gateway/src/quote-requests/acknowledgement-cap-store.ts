import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
  type AcknowledgeSkipReason,
} from '../../contract/quote-requests.ts';
import { inTransaction } from '../db/transaction.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface AcknowledgementCapStore {
  /**
   * Counts an acknowledgement to `recipient` at `now` (ms) unless one of the caps is reached;
   * answers the cap that was, else undefined. Checked and written together: inside the caller's
   * transaction when there is one, in a transaction of its own otherwise.
   */
  reserve(recipient: string, now: number): AcknowledgeSkipReason | undefined;
}

/** "Maria@Example.com " and "maria@example.com" are one recipient; only a hash of it is kept. */
const recipientHash = (recipient: string) => createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex');

export function createAcknowledgementCapStore(db: DatabaseSync): AcknowledgementCapStore {
  const prune = db.prepare('DELETE FROM acknowledgement_reservations WHERE reserved_at < ?');
  const countSince = db.prepare('SELECT count(*) AS n FROM acknowledgement_reservations WHERE reserved_at >= ?');
  const countForSince = db.prepare(
    'SELECT count(*) AS n FROM acknowledgement_reservations WHERE recipient_hash = ? AND reserved_at >= ?',
  );
  const insert = db.prepare('INSERT INTO acknowledgement_reservations (recipient_hash, reserved_at) VALUES (?, ?)');
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    reserve(recipient, now) {
      const hash = recipientHash(recipient);
      const work = (): AcknowledgeSkipReason | undefined => {
        prune.run(iso(now - DAY_MS));
        if (Number(countForSince.get(hash, iso(now - DAY_MS))?.n) >= ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY) {
          return 'recipient_daily_cap';
        }
        if (Number(countSince.get(iso(now - HOUR_MS))?.n) >= ACKNOWLEDGEMENTS_PER_HOUR) return 'site_hourly_cap';
        insert.run(hash, iso(now));
        return undefined;
      };
      return db.isTransaction ? work() : inTransaction(db, work);
    },
  };
}

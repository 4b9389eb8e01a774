import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { recipientHash } from './recipient-hash.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Which cap stopped an e-mail to an address anyone can type. */
export type RecipientCapReached = 'recipient_daily_cap' | 'site_hourly_cap';

/** Who made the e-mail due: the client address, and whether the request looked like a person's. */
export interface CapSender {
  address: string;
  /** Sent the way a person sends it (e.g. the form's token spent after a person's filling time). */
  personLike: boolean;
}

export interface RecipientCaps {
  /**
   * Counts an e-mail to `recipient` at `now` (ms) unless one of the caps is reached; answers the
   * cap that was, else undefined. Checked and written together: inside the caller's transaction
   * when there is one, in a transaction of its own otherwise. With `openPerHour`, the sender
   * decides which share of the hour it may take (none given: the owner's own doing, a person's).
   */
  reserve(recipient: string, now: number, sender?: CapSender): RecipientCapReached | undefined;
}

interface CapLimits {
  /**
   * The table of reservations (recipient_hash, reserved_at; with `openPerHour` also looked_human
   * and sender_hash): a constant of the caller's, never input.
   */
  table: string;
  perRecipientPerDay: number;
  perHour: number;
  /**
   * Of `perHour`, what e-mails that do not look like a person's may take: one looks like a
   * person's when its sender is person-like and had none this hour. Unset: every e-mail may
   * take all of `perHour`.
   */
  openPerHour?: number;
}

/**
 * Caps on e-mails a visitor's typing can send to any address: so many a day to one recipient,
 * so many an hour in all. Only a hash of each address is kept, for a day.
 */
export function createRecipientCaps(
  db: DatabaseSync,
  { table, perRecipientPerDay, perHour, openPerHour }: CapLimits,
): RecipientCaps {
  const prune = db.prepare(`DELETE FROM ${table} WHERE reserved_at < ?`);
  const countSince = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE reserved_at >= ?`);
  const countForSince = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE recipient_hash = ? AND reserved_at >= ?`);
  const iso = (ms: number) => new Date(ms).toISOString();
  const count = (statement: StatementSync, ...values: string[]) => Number(statement.get(...values)?.n);

  // Without shares: every e-mail counts alike.
  if (openPerHour === undefined) {
    const insert = db.prepare(`INSERT INTO ${table} (recipient_hash, reserved_at) VALUES (?, ?)`);
    return {
      reserve(recipient, now) {
        const hash = recipientHash(recipient);
        const work = (): RecipientCapReached | undefined => {
          prune.run(iso(now - DAY_MS));
          if (count(countForSince, hash, iso(now - DAY_MS)) >= perRecipientPerDay) return 'recipient_daily_cap';
          if (count(countSince, iso(now - HOUR_MS)) >= perHour) return 'site_hourly_cap';
          insert.run(hash, iso(now));
          return undefined;
        };
        return db.isTransaction ? work() : inTransaction(db, work);
      },
    };
  }

  const openSince = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE looked_human = 0 AND reserved_at >= ?`);
  const senderSince = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE sender_hash = ? AND reserved_at >= ?`);
  const insert = db.prepare(
    `INSERT INTO ${table} (recipient_hash, reserved_at, looked_human, sender_hash) VALUES (?, ?, ?, ?)`,
  );
  return {
    reserve(recipient, now, sender) {
      const hash = recipientHash(recipient);
      const work = (): RecipientCapReached | undefined => {
        const hourAgo = iso(now - HOUR_MS);
        prune.run(iso(now - DAY_MS));
        if (count(countForSince, hash, iso(now - DAY_MS)) >= perRecipientPerDay) return 'recipient_daily_cap';
        if (count(countSince, hourAgo) >= perHour) return 'site_hourly_cap';
        const senderHash = sender ? recipientHash(`address:${sender.address}`) : null;
        const lookedHuman =
          sender === undefined || (sender.personLike && count(senderSince, senderHash ?? '', hourAgo) === 0);
        if (!lookedHuman && count(openSince, hourAgo) >= openPerHour) return 'site_hourly_cap';
        insert.run(hash, iso(now), lookedHuman ? 1 : 0, senderHash);
        return undefined;
      };
      return db.isTransaction ? work() : inTransaction(db, work);
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** The feed's secret: 32 random bytes, unguessable, as the path's last part. */
const newToken = () => randomBytes(32).toString('base64url');

export interface StoredCalendarFeed {
  token: string;
  createdAt: string;
}

/** A request's follow-up day, as the feed shows it: who, for what, where, and nothing they wrote. */
export interface FeedFollowUp {
  requestId: number;
  name: string;
  serviceTitle: string | null;
  address: string;
  /** YYYY-MM-DD. */
  followUpOn: string;
}

export interface CalendarFeedStore {
  get(): StoredCalendarFeed | undefined;
  /** A new secret; the old one stops working at once. */
  renew(now: string): StoredCalendarFeed;
  /** No feed: the old address stops working. */
  revoke(): void;
  /** Requests (not spam) with a follow-up day on or after `since` (YYYY-MM-DD), soonest first. */
  followUps(since: string, limit: number): FeedFollowUp[];
}

export function createCalendarFeedStore(db: DatabaseSync): CalendarFeedStore {
  const select = db.prepare('SELECT token, created_at FROM calendar_feed WHERE id = 1');
  const upsert = db.prepare(`
    INSERT INTO calendar_feed (id, token, created_at) VALUES (1, ?, ?)
    ON CONFLICT (id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`);
  const remove = db.prepare('DELETE FROM calendar_feed');
  const followUps = db.prepare(`
    SELECT id, name, service_title, address, follow_up_on FROM contact_requests
    WHERE spam_reason IS NULL AND follow_up_on IS NOT NULL AND follow_up_on >= ?
    ORDER BY follow_up_on, id LIMIT ?`);

  return {
    get() {
      const row = select.get();
      return row ? { token: String(row.token), createdAt: String(row.created_at) } : undefined;
    },
    renew(now) {
      const token = newToken();
      upsert.run(token, now);
      return { token, createdAt: now };
    },
    revoke() {
      remove.run();
    },
    followUps(since, limit) {
      return followUps.all(since, limit).map((row) => ({
        requestId: Number(row.id),
        name: String(row.name),
        serviceTitle: row.service_title === null ? null : String(row.service_title),
        address: String(row.address),
        followUpOn: String(row.follow_up_on),
      }));
    },
  };
}

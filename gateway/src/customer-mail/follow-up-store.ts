import type { DatabaseSync } from 'node:sqlite';
import { FOLLOW_UPS_MAX } from '../../contract/customer-mail.ts';

/** A quoted request whose next follow-up is due. */
export interface DueFollowUp {
  id: number;
  name: string;
  email: string;
  followUpsSent: number;
}

export interface FollowUpStore {
  /**
   * Inbox requests still "quoted", with an e-mail, fewer than FOLLOW_UPS_MAX follow-ups, and
   * quoted (or last followed up, whichever is later) at or before `since` (ISO); oldest quote first.
   */
  due(since: string): DueFollowUp[];
  /**
   * Counts the next follow-up as done at `at`, before it is sent: true for the one caller that
   * moved it from `followUpsSent` while the request is still quoted.
   */
  claim(id: number, followUpsSent: number, at: string): boolean;
}

/** The quote follow-ups' columns of contact_requests (contract/customer-mail.ts). */
export function createFollowUpStore(db: DatabaseSync): FollowUpStore {
  // ISO 8601 times of one format compare as text; max() of the two is the later one.
  const selectDue = db.prepare(`
    SELECT id, name, email, follow_ups_sent FROM contact_requests
    WHERE status = 'quoted' AND spam_reason IS NULL AND quoted_at IS NOT NULL
      AND email IS NOT NULL AND email <> '' AND follow_ups_sent < :max
      AND max(quoted_at, coalesce(last_follow_up_at, '')) <= :since
    ORDER BY quoted_at, id`);
  const claimNext = db.prepare(`
    UPDATE contact_requests SET follow_ups_sent = follow_ups_sent + 1, last_follow_up_at = :at
    WHERE id = :id AND status = 'quoted' AND follow_ups_sent = :sent`);
  return {
    due: (since) =>
      selectDue.all({ since, max: FOLLOW_UPS_MAX }).map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        email: String(row.email),
        followUpsSent: Number(row.follow_ups_sent),
      })),
    claim: (id, followUpsSent, at) => Number(claimNext.run({ id, sent: followUpsSent, at }).changes) === 1,
  };
}

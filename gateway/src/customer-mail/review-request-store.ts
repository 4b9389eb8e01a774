import type { DatabaseSync } from 'node:sqlite';
import { recipientHash } from '../mail/recipient-hash.ts';

export type ReviewRequester = 'owner' | 'auto';
export type ReviewOutcome = 'pending' | 'sent' | 'failed';

/** The one review request an address got. */
export interface StoredReviewRequest {
  requestId: number | null;
  at: string;
  by: ReviewRequester;
  outcome: ReviewOutcome;
  error: string | null;
}

/** A request "won" long enough ago whose review request has not been decided yet. */
export interface WonRequest {
  id: number;
  name: string;
  email: string;
}

export interface ReviewRequestStore {
  forAddress(address: string): StoredReviewRequest | undefined;
  /**
   * Takes the address's one review request ('pending'); false when it has one already that went or
   * is going (the primary key decides). One that failed may be taken again: the customer got none.
   */
  claim(address: string, requestId: number, by: ReviewRequester, at: string): boolean;
  /** How the send went. */
  record(address: string, outcome: Exclude<ReviewOutcome, 'pending'>, error: string | null): void;
  /**
   * Inbox requests "won" at or before `since` (ISO), with an e-mail, that have neither a review
   * request of their own nor one on their timeline (sent, failed or skipped): each is decided once.
   */
  wonWithoutReview(since: string): WonRequest[];
}

/** review_requests: at most one per customer address, ever (contract/customer-mail.ts). */
export function createReviewRequestStore(db: DatabaseSync): ReviewRequestStore {
  const select = db.prepare(
    'SELECT request_id, requested_at, requested_by, status, error FROM review_requests WHERE recipient_hash = ?',
  );
  const insert = db.prepare(`
    INSERT INTO review_requests (recipient_hash, request_id, requested_at, requested_by, status)
    VALUES (?, ?, ?, ?, 'pending')
    ON CONFLICT (recipient_hash) DO UPDATE SET request_id = excluded.request_id, requested_at = excluded.requested_at,
      requested_by = excluded.requested_by, status = 'pending', error = NULL
    WHERE review_requests.status = 'failed'`);
  const update = db.prepare('UPDATE review_requests SET status = ?, error = ? WHERE recipient_hash = ?');
  const selectWon = db.prepare(`
    SELECT id, name, email FROM contact_requests AS c
    WHERE status = 'won' AND spam_reason IS NULL AND won_at IS NOT NULL AND won_at <= ?
      AND email IS NOT NULL AND email <> ''
      AND NOT EXISTS (SELECT 1 FROM review_requests AS r WHERE r.request_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM request_events AS e WHERE e.request_id = c.id AND e.kind = 'review_request')
    ORDER BY won_at, id`);
  return {
    forAddress(address) {
      const row = select.get(recipientHash(address));
      if (!row) return undefined;
      return {
        requestId: row.request_id === null ? null : Number(row.request_id),
        at: String(row.requested_at),
        by: String(row.requested_by) as ReviewRequester,
        outcome: String(row.status) as ReviewOutcome,
        error: row.error === null ? null : String(row.error),
      };
    },
    claim: (address, requestId, by, at) => Number(insert.run(recipientHash(address), requestId, at, by).changes) === 1,
    record(address, outcome, error) {
      update.run(outcome, error, recipientHash(address));
    },
    wonWithoutReview: (since) =>
      selectWon.all(since).map((row) => ({ id: Number(row.id), name: String(row.name), email: String(row.email) })),
  };
}

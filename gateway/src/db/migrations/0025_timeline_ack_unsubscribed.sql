-- Issue 30: an acknowledgement skipped because the customer's address unsubscribed. ack_skipped's
-- CHECK (0013) does not take the new reason, and SQLite changes a CHECK only by rebuilding the
-- table, which the photos, visits and timeline reference with ON DELETE CASCADE: a flag instead.
-- The request reads acknowledgeSkipped 'unsubscribed' when it is set (ack_skipped stays NULL).
ALTER TABLE contact_requests ADD COLUMN ack_unsubscribed INTEGER NOT NULL DEFAULT 0
  CHECK (ack_unsubscribed IN (0, 1));

-- Issue 30: after the request. Phone alerts (Web Push), quote follow-ups, review requests,
-- unsubscribing, and each request's timeline.

-- Each request's history (contract/request-timeline.ts): rows are only added.
CREATE TABLE request_events (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  at TEXT NOT NULL,                        -- ISO 8601, the gateway's clock
  kind TEXT NOT NULL CHECK (kind IN ('received', 'acknowledgement', 'owner_notification', 'push', 'status',
    'notes', 'follow_up_day', 'follow_up', 'review_request', 'visit', 'visit_mail', 'unsubscribed')),
  outcome TEXT NOT NULL CHECK (outcome IN ('done', 'sent', 'failed', 'skipped')),
  summary TEXT NOT NULL,
  detail TEXT
) STRICT;
CREATE INDEX request_events_by_request ON request_events (request_id, id);
-- The requests stored before this: when each came in is known, the rest is not.
INSERT INTO request_events (request_id, at, kind, outcome, summary)
  SELECT id, created_at, 'received', 'done', 'Request received' FROM contact_requests;

-- When the request last became "quoted" or "won" (NULL otherwise), and its follow-ups.
ALTER TABLE contact_requests ADD COLUMN quoted_at TEXT;
ALTER TABLE contact_requests ADD COLUMN won_at TEXT;
ALTER TABLE contact_requests ADD COLUMN follow_ups_sent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contact_requests ADD COLUMN last_follow_up_at TEXT;
-- The follow-up and review sweeps: quoted (or won) requests, by the time they got there.
CREATE INDEX contact_requests_quoted ON contact_requests (quoted_at) WHERE quoted_at IS NOT NULL;
CREATE INDEX contact_requests_won ON contact_requests (won_at) WHERE won_at IS NOT NULL;

-- The owner's follow-up and review settings (contract/customer-mail.ts), one JSON row, written
-- the first time the owner saves; until then the contract's defaults apply.
CREATE TABLE customer_mail_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  settings TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- Addresses that unsubscribed from automatic e-mails: only a hash of each (as the caps keep it).
CREATE TABLE unsubscribed_addresses (
  recipient_hash TEXT PRIMARY KEY,         -- SHA-256 of the address, trimmed and lower-cased
  unsubscribed_at TEXT NOT NULL,
  request_id INTEGER                       -- whose link was used; kept when that request is deleted
) STRICT;

-- The one review request an address ever gets: the primary key is what makes it one.
CREATE TABLE review_requests (
  recipient_hash TEXT PRIMARY KEY,
  request_id INTEGER REFERENCES contact_requests (id) ON DELETE SET NULL,
  requested_at TEXT NOT NULL,
  requested_by TEXT NOT NULL CHECK (requested_by IN ('owner', 'auto')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  error TEXT
) STRICT;
CREATE INDEX review_requests_by_request ON review_requests (request_id);

-- The site's VAPID key pair (RFC 8292), made at first start: the devices subscribed with its
-- public key, so it lives in the database (and its backups), never in the image.
CREATE TABLE push_vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,                -- base64url, uncompressed P-256 point
  private_key TEXT NOT NULL,               -- base64url
  created_at TEXT NOT NULL
) STRICT;

-- The owner's devices subscribed to push alerts.
CREATE TABLE push_devices (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_push_at TEXT,
  last_push_outcome TEXT CHECK (last_push_outcome IN ('sent', 'failed')),
  last_push_error TEXT
) STRICT;

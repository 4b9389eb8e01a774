-- Issue 24: the customer's acknowledgement must be useless to a spammer. Its caps are counted
-- here (not in memory), so a restart does not reset them, and each form token sends one request.

-- Why the acknowledgement was skipped although the customer gave an address (ack_status 'off').
ALTER TABLE contact_requests ADD COLUMN ack_skipped TEXT
  CHECK (ack_skipped IN ('recipient_daily_cap', 'site_hourly_cap', 'no_sender_address'));

-- One row per acknowledgement the site decided to send; rows older than a day are deleted.
CREATE TABLE acknowledgement_reservations (
  recipient_hash TEXT NOT NULL,            -- SHA-256 of the address, trimmed and lower-cased
  reserved_at TEXT NOT NULL                -- ISO 8601, from the gateway's clock
) STRICT;
CREATE INDEX acknowledgement_reservations_by_recipient ON acknowledgement_reservations (recipient_hash, reserved_at);
CREATE INDEX acknowledgement_reservations_by_time ON acknowledgement_reservations (reserved_at);

-- Form tokens whose request is stored; kept until the token would have expired anyway.
CREATE TABLE spent_form_tokens (
  token_hash TEXT PRIMARY KEY,             -- SHA-256 of the token, as quote_photos keeps it
  spent_at TEXT NOT NULL
) STRICT;
CREATE INDEX spent_form_tokens_by_time ON spent_form_tokens (spent_at);

-- Issue 29: the owner's calendar feed of estimate visits and follow-up days, and the caps on the
-- visit e-mails a visitor's booking can send.

-- At most one feed: its secret is the path's last part. A new one replaces it; none is no feed.
CREATE TABLE calendar_feed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  token TEXT NOT NULL,                     -- 32 random bytes, base64url; the owner sees the address again
  created_at TEXT NOT NULL
) STRICT;

-- One row per visit e-mail a customer's booking, move or cancel sent; rows older than a day are deleted.
CREATE TABLE visit_mail_reservations (
  recipient_hash TEXT NOT NULL,            -- SHA-256 of the address, trimmed and lower-cased
  reserved_at TEXT NOT NULL
) STRICT;
CREATE INDEX visit_mail_reservations_by_recipient ON visit_mail_reservations (recipient_hash, reserved_at);
CREATE INDEX visit_mail_reservations_by_time ON visit_mail_reservations (reserved_at);

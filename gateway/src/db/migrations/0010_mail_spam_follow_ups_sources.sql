-- Issue 14: the spam folder, follow-ups, lead sources, and the customer's acknowledgement e-mail.
-- Requests stored before this are real ones (spam was dropped then) that were never acknowledged.

-- Why the guards caught it; NULL for a real request (the inbox).
ALTER TABLE contact_requests ADD COLUMN spam_reason TEXT CHECK (spam_reason IN ('honeypot', 'too_fast'));
-- The day the owner means to follow up, YYYY-MM-DD.
ALTER TABLE contact_requests ADD COLUMN follow_up_on TEXT
  CHECK (follow_up_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');

-- Where the visitor came from (cut and cleaned by the gateway).
ALTER TABLE contact_requests ADD COLUMN landing_page TEXT;
ALTER TABLE contact_requests ADD COLUMN referrer TEXT;
ALTER TABLE contact_requests ADD COLUMN utm_source TEXT;
ALTER TABLE contact_requests ADD COLUMN utm_medium TEXT;
ALTER TABLE contact_requests ADD COLUMN utm_campaign TEXT;

-- The last failed try of the owner's notification, in plain words.
ALTER TABLE contact_requests ADD COLUMN notify_error TEXT;
-- The "we got your request" e-mail to the customer.
ALTER TABLE contact_requests ADD COLUMN ack_status TEXT NOT NULL DEFAULT 'off'
  CHECK (ack_status IN ('off', 'pending', 'sent', 'failed'));
ALTER TABLE contact_requests ADD COLUMN ack_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contact_requests ADD COLUMN ack_error TEXT;
ALTER TABLE contact_requests ADD COLUMN acknowledged_at TEXT;

-- The inbox and the spam folder, newest first (lists, overview counts, sources, the spam purge).
CREATE INDEX contact_requests_inbox_by_time ON contact_requests (created_at) WHERE spam_reason IS NULL;
CREATE INDEX contact_requests_spam_by_time ON contact_requests (created_at) WHERE spam_reason IS NOT NULL;
-- The overview's follow-ups: due today or earlier.
CREATE INDEX contact_requests_follow_ups ON contact_requests (follow_up_on)
  WHERE follow_up_on IS NOT NULL AND spam_reason IS NULL;
-- Acknowledgements still due after a restart.
CREATE INDEX contact_requests_to_acknowledge ON contact_requests (ack_status) WHERE ack_status = 'pending';

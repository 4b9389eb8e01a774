-- Estimates (gateway/contract/estimates.ts): the priced offer written from a quote request, each
-- sent version frozen with the SHA-256 of its canonical form, the customer's private link (its key
-- derived from the signing secret and a per-estimate nonce, looked up by its hash), and the
-- acceptance kept as evidence.

-- The request's timeline takes the estimates' events too (contract/request-timeline.ts): SQLite
-- changes no CHECK in place, so the table is made again with the wider list and its rows copied.
CREATE TABLE request_events_next (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('received', 'acknowledgement', 'owner_notification', 'push', 'status',
    'notes', 'follow_up_day', 'follow_up', 'review_request', 'visit', 'visit_mail', 'unsubscribed',
    'estimate', 'estimate_mail')),
  outcome TEXT NOT NULL CHECK (outcome IN ('done', 'sent', 'failed', 'skipped')),
  summary TEXT NOT NULL,
  detail TEXT
) STRICT;
INSERT INTO request_events_next (id, request_id, at, kind, outcome, summary, detail)
  SELECT id, request_id, at, kind, outcome, summary, detail FROM request_events;
DROP TABLE request_events;
ALTER TABLE request_events_next RENAME TO request_events;
CREATE INDEX request_events_by_request ON request_events (request_id, id);

-- One row: the owner's defaults for every new estimate.
CREATE TABLE estimate_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  currency TEXT NOT NULL,
  locale TEXT NOT NULL,
  terms TEXT NOT NULL,
  payment_instructions TEXT NOT NULL,
  payment_link TEXT NOT NULL,
  tax_thousandths INTEGER NOT NULL
) STRICT;

-- The owner's saved items, in the owner's order.
CREATE TABLE price_list_items (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  details TEXT NOT NULL,
  unit TEXT NOT NULL,
  unit_price_cents INTEGER NOT NULL,
  taxable INTEGER NOT NULL
) STRICT;

CREATE TABLE estimates (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  -- Shown to the customer ("Estimate 1042"), from 1001 up.
  number INTEGER NOT NULL UNIQUE,
  -- The draft as the owner last saved it (EstimateDraft, JSON).
  draft TEXT NOT NULL,
  -- 16 random bytes (hex): with the signing secret, the customer's key; sha256 of the key (hex).
  link_nonce TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  declined_at TEXT,
  decline_reason TEXT,
  deposit_paid_cents INTEGER,
  deposit_paid_method TEXT,
  deposit_paid_on TEXT
) STRICT;
CREATE INDEX estimates_by_request ON estimates (request_id, id);

-- Each version as sent: the canonical JSON (draft, business and customer as they were) and its hash.
CREATE TABLE estimate_versions (
  estimate_id INTEGER NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  content TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  opened_at TEXT,
  replaced_at TEXT,
  -- The day before the expiry the customer was reminded (a follow-up), if they were.
  reminded_at TEXT,
  PRIMARY KEY (estimate_id, version)
) STRICT;

-- At most one per estimate; never changed once written.
CREATE TABLE estimate_acceptances (
  estimate_id INTEGER PRIMARY KEY REFERENCES estimates (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  version_hash TEXT NOT NULL,
  -- EstimateChoice, option and add-on names, EstimateTotals (JSON).
  choice TEXT NOT NULL,
  option_name TEXT NOT NULL,
  add_on_names TEXT NOT NULL,
  totals TEXT NOT NULL,
  signer_name TEXT NOT NULL,
  signature_png BLOB,
  at TEXT NOT NULL,
  address TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  FOREIGN KEY (estimate_id, version) REFERENCES estimate_versions (estimate_id, version)
) STRICT;

CREATE TRIGGER estimate_acceptances_never_change BEFORE UPDATE ON estimate_acceptances
BEGIN
  SELECT RAISE(ABORT, 'an acceptance never changes');
END;
CREATE TRIGGER accepted_versions_never_change BEFORE UPDATE OF content, content_hash ON estimate_versions
WHEN EXISTS (SELECT 1 FROM estimate_acceptances a WHERE a.estimate_id = OLD.estimate_id AND a.version = OLD.version)
BEGIN
  SELECT RAISE(ABORT, 'an accepted version never changes');
END;

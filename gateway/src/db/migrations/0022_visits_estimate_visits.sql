-- When customers may book an estimate visit: one row, written the first time the owner saves
-- (until then the contract's defaults apply). time_zone NULL: the server's TZ. hours and blocked
-- are JSON arrays (VisitHours[], BlockedDays[]), read and written whole with the rest.
CREATE TABLE visit_availability (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  time_zone TEXT,
  visit_minutes INTEGER NOT NULL,
  buffer_minutes INTEGER NOT NULL,
  max_per_day INTEGER NOT NULL,
  min_notice_hours INTEGER NOT NULL,
  days_ahead INTEGER NOT NULL,
  hours TEXT NOT NULL,
  blocked TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Each estimate visit booked for a quote request, by the customer or the owner. Times are ISO
-- 8601 UTC text, so they sort and compare as instants. A cancelled visit stays, for the record.
CREATE TABLE estimate_visits (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'confirmed', 'cancelled')),
  booked_by TEXT NOT NULL CHECK (booked_by IN ('customer', 'owner')),
  booked_at TEXT NOT NULL,
  cancelled_by TEXT CHECK (cancelled_by IN ('customer', 'owner')),
  cancel_reason TEXT,
  customer_moves INTEGER NOT NULL DEFAULT 0,
  customer_mail_status TEXT NOT NULL DEFAULT 'off'
    CHECK (customer_mail_status IN ('off', 'pending', 'sent', 'failed')),
  customer_mail_error TEXT,
  reminder_sent_at TEXT
);
-- The last guards of a booking decided in a transaction: one live visit per request, and one
-- live visit per start (two customers never get the same window).
CREATE UNIQUE INDEX estimate_visits_live_per_request ON estimate_visits (request_id) WHERE status <> 'cancelled';
CREATE UNIQUE INDEX estimate_visits_live_per_start ON estimate_visits (start_at) WHERE status <> 'cancelled';
CREATE INDEX estimate_visits_by_request ON estimate_visits (request_id, id);

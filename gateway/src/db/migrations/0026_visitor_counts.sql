-- Issue 31: cookie-free visitor counts (contract/visitor-counts.ts). Raw events live for their
-- day only: once the day is over (in the business's time zone) they are folded into the daily
-- totals below and deleted, with the day's salt. No address, user agent or hash outlives the day.

-- Today's beacons, as counted. No address, no user agent: the salted hash, and the device class.
CREATE TABLE site_events (
  id INTEGER PRIMARY KEY,                  -- arrival order: a visitor's first event is their lowest id
  day TEXT NOT NULL,                       -- YYYY-MM-DD in the business's time zone
  visitor BLOB NOT NULL,                   -- SHA-256 (salt, address, user agent), first 16 bytes
  kind TEXT NOT NULL CHECK (kind IN ('view', 'quote-cta', 'call', 'text', 'email', 'form-started', 'form-sent')),
  path TEXT NOT NULL,
  source_kind TEXT NOT NULL CHECK (source_kind IN ('campaign', 'referrer', 'direct')),
  source_name TEXT NOT NULL,               -- utm_source, the referring host, or 'Direct'
  device TEXT NOT NULL CHECK (device IN ('phone', 'desktop'))
) STRICT;
CREATE INDEX site_events_by_day ON site_events (day, visitor);

-- The salt of today's hashes: one row, replaced when a new day starts.
CREATE TABLE site_event_salts (
  day TEXT PRIMARY KEY,
  salt BLOB NOT NULL                       -- 32 random bytes
) STRICT;

-- The folded days: what stays. Figures count visitors (once a day each), except page_views.
CREATE TABLE visitor_days (
  day TEXT PRIMARY KEY,
  visitors INTEGER NOT NULL,
  page_views INTEGER NOT NULL,
  quote_cta_taps INTEGER NOT NULL,
  forms_started INTEGER NOT NULL,
  requests_sent INTEGER NOT NULL,
  call_taps INTEGER NOT NULL,
  text_taps INTEGER NOT NULL,
  email_taps INTEGER NOT NULL,
  phone_visitors INTEGER NOT NULL,
  desktop_visitors INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE visitor_day_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) STRICT, WITHOUT ROWID;

-- At most SOURCES_PER_DAY_MAX a day; the rest summed under OTHER_SOURCES (one row per kind).
CREATE TABLE visitor_day_sources (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('campaign', 'referrer', 'direct')),
  name TEXT NOT NULL,
  visitors INTEGER NOT NULL,
  page_views INTEGER NOT NULL,
  quote_cta_taps INTEGER NOT NULL,
  forms_started INTEGER NOT NULL,
  requests_sent INTEGER NOT NULL,
  call_taps INTEGER NOT NULL,
  text_taps INTEGER NOT NULL,
  email_taps INTEGER NOT NULL,
  PRIMARY KEY (day, kind, name)
) STRICT, WITHOUT ROWID;

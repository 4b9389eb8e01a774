-- Issue 47: a visitor told "we can't take photos right now" left no trace the owner could see.
-- One row per photo refused for want of room (all photos, or the share of unclaimed ones),
-- kept a week for the overview; nothing about the visitor is kept.
CREATE TABLE quote_photo_refusals (
  refused_at TEXT NOT NULL,                -- ISO 8601, from the gateway's clock
  reason TEXT NOT NULL CHECK (reason IN ('storage_full', 'unclaimed_full'))
) STRICT;
CREATE INDEX quote_photo_refusals_by_time ON quote_photo_refusals (refused_at);

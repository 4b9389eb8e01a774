-- Issue 31: a campaign's utm_medium and utm_campaign are kept too, as the visit landed with them
-- ('' when not given, and for visits that came without a utm_source), and folded per day into
-- totals by source, medium and campaign (contract/visitor-counts.ts, VisitorCampaign).
ALTER TABLE site_events ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE site_events ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';

-- At most SOURCES_PER_DAY_MAX a day; the rest summed under OTHER_SOURCES (medium and campaign '').
CREATE TABLE visitor_day_campaigns (
  day TEXT NOT NULL,
  source TEXT NOT NULL,                    -- the utm_source
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  visitors INTEGER NOT NULL,
  page_views INTEGER NOT NULL,
  quote_cta_taps INTEGER NOT NULL,
  forms_started INTEGER NOT NULL,
  requests_sent INTEGER NOT NULL,
  call_taps INTEGER NOT NULL,
  text_taps INTEGER NOT NULL,
  email_taps INTEGER NOT NULL,
  PRIMARY KEY (day, source, medium, campaign)
) STRICT, WITHOUT ROWID;

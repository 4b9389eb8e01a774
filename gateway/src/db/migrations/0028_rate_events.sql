-- Issue 47: the per-address limits (quote requests, photo uploads, mail tests, visit changes and
-- look-ups, unsubscribes) count here, not in memory, so a crash or restart does not reset them.

-- One row per event a window counts; a window's rows older than the window, and past its
-- RATE_EVENTS_KEPT_PER_WINDOW latest, are deleted as events are recorded (http/rate-window.ts).
CREATE TABLE rate_events (
  window_name TEXT NOT NULL,               -- which limit: a constant of the gateway's, never input
  event_key TEXT NOT NULL,                 -- what it counts on, e.g. 'ip:198.51.100.7'
  at INTEGER NOT NULL                      -- milliseconds since the epoch, from the gateway's clock
) STRICT;
CREATE INDEX rate_events_by_key ON rate_events (window_name, event_key, at);
CREATE INDEX rate_events_by_time ON rate_events (window_name, at);

-- 1 for a quote request the browser posted itself, before the page's script ran or without it:
-- no form token came with it, so no minimum fill time was checked. The owner sees the mark.
ALTER TABLE contact_requests ADD COLUMN sent_without_script INTEGER NOT NULL DEFAULT 0 CHECK (sent_without_script IN (0, 1));

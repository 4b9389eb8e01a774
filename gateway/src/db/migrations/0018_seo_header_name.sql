-- Issue 25: the site header shows the business name beside the logo; logo_only = 1 is the owner's
-- "logo only", for a logo that already shows the name. Every site, upgraded or new, starts with
-- the name beside its logo.
ALTER TABLE brand ADD COLUMN logo_only INTEGER NOT NULL DEFAULT 0 CHECK (logo_only IN (0, 1));

-- A gallery project may also show the job before it was painted: a second picture, stored by the
-- same pipeline as the main one (files uploads/<before_key>-<width>.webp). All NULL when it has none.
ALTER TABLE gallery_items ADD COLUMN before_key TEXT;
ALTER TABLE gallery_items ADD COLUMN before_width INTEGER;
ALTER TABLE gallery_items ADD COLUMN before_height INTEGER;
ALTER TABLE gallery_items ADD COLUMN before_color TEXT;
ALTER TABLE gallery_items ADD COLUMN before_variant_widths TEXT; -- JSON array of the stored widths

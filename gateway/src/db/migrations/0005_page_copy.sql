-- The words of each public page, as the owner writes them: one JSON object per page (field →
-- plain text), read through the contract's fields, so a field added later reads as empty.
-- NULL: a site set up before the owner could write them, whose pages showed the words built into
-- them until now; the gateway's next start writes those words in (site-setup.ts), so an upgrade
-- changes nothing a visitor sees. A site set up from now on starts empty ('{}'), or with the demo.
CREATE TABLE page_copy (
  page TEXT PRIMARY KEY CHECK (page IN ('home', 'gallery', 'services', 'contact')),
  copy TEXT CHECK (copy IS NULL OR json_valid(copy)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

INSERT INTO page_copy (page, copy)
SELECT column1, CASE WHEN EXISTS (SELECT 1 FROM business) THEN NULL ELSE '{}' END
FROM (VALUES ('home'), ('gallery'), ('services'), ('contact'));

-- The gallery picture link previews show for the site, picked by the owner; NULL (or the picture
-- deleted): the first featured picture, as before.
CREATE TABLE share_image (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  gallery_item_id INTEGER REFERENCES gallery_items (id) ON DELETE SET NULL
) STRICT;

INSERT INTO share_image (id) VALUES (1);

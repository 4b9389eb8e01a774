-- Photos the owner adds to a request herself (from the estimate editor: the rooms she measured):
-- stored as the customer's are, claimed by the request from the start, with no form token nor
-- client address (both empty) and so outside the visitors' per-form and per-address caps.
ALTER TABLE quote_photos ADD COLUMN added_by TEXT NOT NULL DEFAULT 'customer'
  CHECK (added_by IN ('customer', 'owner'));

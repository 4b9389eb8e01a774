-- Issue 47: the hourly acknowledgements were spent by whoever sent requests (four addresses
-- sufficed). Each reservation now says whether its request looked like a person's, and whose
-- address it came from (a hash, kept a day like the rest), so part of the hour stays theirs.
ALTER TABLE acknowledgement_reservations ADD COLUMN looked_human INTEGER NOT NULL DEFAULT 0;
ALTER TABLE acknowledgement_reservations ADD COLUMN sender_hash TEXT;
CREATE INDEX acknowledgement_reservations_by_sender ON acknowledgement_reservations (sender_hash, reserved_at);

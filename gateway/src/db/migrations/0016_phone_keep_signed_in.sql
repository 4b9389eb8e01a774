-- "Keep me signed in on this device" (issue 25): such a session lasts 30 days instead of TOKEN_TTL.
-- With two-step sign-in on, the choice made with the password waits with the challenge; each
-- session says whether it was kept, so the Account section can list that fact.
ALTER TABLE sign_in_challenges
  ADD COLUMN keep_signed_in INTEGER NOT NULL DEFAULT 0 CHECK (keep_signed_in IN (0, 1));
ALTER TABLE admin_sessions
  ADD COLUMN kept_signed_in INTEGER NOT NULL DEFAULT 0 CHECK (kept_signed_in IN (0, 1));

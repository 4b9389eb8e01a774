import type { DatabaseSync } from 'node:sqlite';
import { FORM_MAX_AGE_MS } from './form-token.ts';
import { hashFormToken } from './quote-photo-store.ts';

export interface SpentFormTokenStore {
  /** Marks the token spent at `now` (ms); false when it was spent already. */
  spend(formToken: string, now: number): boolean;
}

/**
 * Quote-form tokens whose request is stored: each sends one request, so a token is not a 24-hour
 * pass to send requests (and acknowledgements) with. Kept only while the token could be valid.
 */
export function createSpentFormTokenStore(db: DatabaseSync): SpentFormTokenStore {
  const prune = db.prepare('DELETE FROM spent_form_tokens WHERE spent_at < ?');
  const insert = db.prepare('INSERT OR IGNORE INTO spent_form_tokens (token_hash, spent_at) VALUES (?, ?)');

  return {
    spend(formToken, now) {
      prune.run(new Date(now - FORM_MAX_AGE_MS).toISOString());
      return Number(insert.run(hashFormToken(formToken), new Date(now).toISOString()).changes) === 1;
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';
import type { SearchVisibility } from '../../contract/search-visibility.ts';

export interface SearchVisibilityStore {
  get(): SearchVisibility;
  set(shown: boolean): SearchVisibility;
  /** When the owner last changed it (ISO), for the sitemap. */
  changedOn(): string;
}

export function createSearchVisibilityStore(db: DatabaseSync): SearchVisibilityStore {
  // Migration 0014 inserts the one row.
  const select = db.prepare('SELECT shown, updated_at FROM search_visibility WHERE id = 1');
  const update = db.prepare(
    "UPDATE search_visibility SET shown = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
  );
  const row = () => {
    const found = select.get();
    if (!found) throw new Error('the search_visibility row is missing: migration 0014 inserts it');
    return found;
  };
  return {
    get: () => ({ shown: row().shown === 1 }),
    set(shown) {
      update.run(shown ? 1 : 0);
      return { shown };
    },
    changedOn: () => String(row().updated_at),
  };
}

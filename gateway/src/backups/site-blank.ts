import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DATA_FILES } from '../data-files.ts';

/**
 * Whether the site is still a blank new install, which alone may start from a backup file: no
 * quote request or photo has come in, and no write worth a backup (an edit in the dashboard, a
 * setting; `publishes`/`worthABackup` on its route line) has worked. The first such write leaves
 * DATA_DIR/site-changed, which stays: a stolen sign-in cannot replace a working site. A site that
 * ran before that mark existed is never blank (migration 0035 recorded it).
 */
export function siteBlankness(db: DatabaseSync, dataDir: string) {
  const mark = join(dataDir, DATA_FILES.siteChanged);
  const existedBefore = Number(db.prepare('SELECT existed_before_this AS old FROM site_history').get()?.old ?? 0) === 1;
  let changed = existedBefore || existsSync(mark);
  const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0);
  return {
    isBlank(): boolean {
      if (changed || existsSync(mark)) return false;
      return count('contact_requests') === 0 && count('quote_photos') === 0;
    },
    markChanged(): void {
      if (changed) return;
      changed = true;
      writeFileSync(mark, 'changed\n', { mode: 0o600 });
    },
  };
}

/** Leaves the mark of a site with data (a restored one) without a database open. */
export function markSiteChanged(dataDir: string): void {
  writeFileSync(join(dataDir, DATA_FILES.siteChanged), 'restored\n', { mode: 0o600 });
}

export type SiteBlankness = ReturnType<typeof siteBlankness>;

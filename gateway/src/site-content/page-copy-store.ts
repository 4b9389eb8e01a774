import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { COPY_PAGES, type CopyPage, type PageCopies, type SiteCopy } from '../../contract/page-copy.ts';
import { copyFields, emptyPageCopy } from '../../contract/page-copy-rules.ts';
import { inTransaction } from '../db/transaction.ts';

export interface PageCopyStore {
  /** Every page's words and the link-preview picture. */
  get(): SiteCopy;
  /** Stores one page's words (validated by the caller) and answers them as stored. */
  save<Page extends CopyPage>(page: Page, copy: PageCopies[Page]): PageCopies[Page];
  saveShareImage(galleryItemId: number | null): void;
  /** When each page's words last changed (ISO), for the sitemap. */
  changedOn(): Record<CopyPage, string>;
  /** True while a page of a site set up before migration 0005 has no words yet (see carryOver). */
  awaitsCarryOver(): boolean;
  /**
   * Writes `copies` into the pages of a site set up before the owner could write them, whose
   * pages showed these words built in (migration 0005); answers the pages written, none after
   * the first time.
   */
  carryOver(copies: PageCopies): CopyPage[];
}

// A stored page read through the contract's fields: a field that is missing (added since) or not
// text reads as empty, one the contract no longer has is dropped.
const storedPage = Object.fromEntries(
  COPY_PAGES.map((page) => [
    page,
    z
      .object(Object.fromEntries(copyFields(page).map((field) => [field, z.string().catch('')])))
      .catch(() => emptyPageCopy(page) as unknown as Record<string, string>),
  ]),
) as unknown as { [Page in CopyPage]: z.ZodType<PageCopies[Page]> };

function readPage<Page extends CopyPage>(page: Page, json: unknown): PageCopies[Page] {
  let parsed: unknown = {};
  try {
    parsed = typeof json === 'string' ? JSON.parse(json) : {};
  } catch {
    // The column only takes valid JSON; should it not be, the page reads as empty.
  }
  return storedPage[page].parse(parsed);
}

export function createPageCopyStore(db: DatabaseSync): PageCopyStore {
  const selectPages = db.prepare('SELECT page, copy, updated_at FROM page_copy');
  const updatePage = db.prepare(
    "UPDATE page_copy SET copy = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE page = ?",
  );
  const fillPage = db.prepare(
    "UPDATE page_copy SET copy = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE page = ? AND copy IS NULL",
  );
  const countWaiting = db.prepare('SELECT count(*) AS n FROM page_copy WHERE copy IS NULL');
  const selectShareImage = db.prepare('SELECT gallery_item_id FROM share_image WHERE id = 1');
  const updateShareImage = db.prepare('UPDATE share_image SET gallery_item_id = ? WHERE id = 1');

  const rows = () => selectPages.all();

  return {
    get() {
      const stored = new Map(rows().map((row) => [String(row.page), row.copy]));
      const pages = Object.fromEntries(COPY_PAGES.map((page) => [page, readPage(page, stored.get(page))]));
      const shareImageId = selectShareImage.get()?.gallery_item_id;
      return {
        pages: pages as unknown as PageCopies,
        shareImageId: typeof shareImageId === 'number' ? shareImageId : null,
      };
    },
    save(page, copy) {
      updatePage.run(JSON.stringify(copy), page);
      return copy;
    },
    saveShareImage(galleryItemId) {
      updateShareImage.run(galleryItemId);
    },
    changedOn() {
      const dates = Object.fromEntries(COPY_PAGES.map((page) => [page, '']));
      for (const row of rows()) dates[String(row.page)] = String(row.updated_at);
      return dates as Record<CopyPage, string>;
    },
    awaitsCarryOver: () => Number(countWaiting.get()?.n) > 0,
    carryOver(copies) {
      return inTransaction(db, () =>
        COPY_PAGES.filter((page) => Number(fillPage.run(JSON.stringify(copies[page]), page).changes) > 0),
      );
    },
  };
}

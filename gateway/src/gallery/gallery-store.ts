import type { DatabaseSync } from 'node:sqlite';
import type {
  GalleryCategory,
  GalleryItemChanges,
  GalleryItem as PublishedGalleryItem,
} from '../../contract/gallery.ts';
import { returnedRow } from '../db/returned-row.ts';
import { inTransaction } from '../db/transaction.ts';

export interface GalleryImage {
  key: string;
  width: number;
  height: number;
  color: string;
  widths: number[];
}

/** As the contract describes it, with the stored pictures' files instead of their URLs. */
export interface GalleryItem extends Omit<PublishedGalleryItem, 'image' | 'before' | 'awaitingTitle'> {
  image: GalleryImage;
  /** The job before it was painted; null when the owner has not added one. */
  before: GalleryImage | null;
  /** Uploaded under a camera's file name: kept off the website until the owner gives it a title. */
  awaitingTitle: boolean;
  updatedAt: string;
}

export type GalleryItemInput = Omit<GalleryItem, 'id' | 'position' | 'updatedAt' | 'before' | 'awaitingTitle'> & {
  before?: GalleryImage | null;
  awaitingTitle?: boolean;
};

export interface GalleryFilter {
  category?: GalleryCategory;
  featured?: boolean;
  /** Only what visitors may see: not the photos awaiting a title. */
  published?: true;
}

export interface GalleryStore {
  /** In display order. */
  list(filter?: GalleryFilter): GalleryItem[];
  get(id: number): GalleryItem | undefined;
  /** Appends at the end of the order. */
  add(item: GalleryItemInput): GalleryItem;
  /** A new title publishes a photo that was awaiting one. */
  update(id: number, changes: GalleryItemChanges): GalleryItem | undefined;
  /** `ids` must name every item once; positions follow their order. */
  reorder(ids: number[]): void;
  remove(id: number): GalleryItem | undefined;
  /** Gives the item its before picture, replacing any it had; null takes it away. */
  setBefore(id: number, before: GalleryImage | null): GalleryItem | undefined;
  /** How many items show this picture, as their picture or their before picture (the same photo uploaded twice shares its files). */
  usesOfImage(key: string): number;
}

/** The before picture's columns, all NULL when the item has none. */
function beforeOf(row: Record<string, unknown>): GalleryImage | null {
  if (row.before_key === null || row.before_key === undefined) return null;
  return {
    key: String(row.before_key),
    width: Number(row.before_width),
    height: Number(row.before_height),
    color: String(row.before_color),
    widths: JSON.parse(String(row.before_variant_widths)) as number[],
  };
}

/** Named parameters for the before picture's columns. */
function beforeParams(before: GalleryImage | null | undefined) {
  return {
    beforeKey: before?.key ?? null,
    beforeWidth: before?.width ?? null,
    beforeHeight: before?.height ?? null,
    beforeColor: before?.color ?? null,
    beforeWidths: before ? JSON.stringify(before.widths) : null,
  };
}

function toItem(row: Record<string, unknown>): GalleryItem {
  return {
    id: Number(row.id),
    title: String(row.title),
    caption: String(row.caption),
    alt: String(row.alt),
    category: String(row.category) as GalleryCategory,
    featured: row.featured === 1,
    position: Number(row.position),
    image: {
      key: String(row.image_key),
      width: Number(row.width),
      height: Number(row.height),
      color: String(row.color),
      widths: JSON.parse(String(row.variant_widths)) as number[],
    },
    before: beforeOf(row),
    awaitingTitle: row.awaiting_title === 1,
    updatedAt: String(row.updated_at),
  };
}

export function createGalleryStore(db: DatabaseSync): GalleryStore {
  // NULL parameters switch a condition off, so one prepared statement serves every filter.
  const select = db.prepare(`
    SELECT * FROM gallery_items
    WHERE (:category IS NULL OR category = :category)
      AND (:featured IS NULL OR featured = :featured)
      AND (:published IS NULL OR awaiting_title = 0)
    ORDER BY position, id`);
  const insert = db.prepare(`
    INSERT INTO gallery_items (title, caption, alt, category, featured, position,
                               image_key, width, height, color, variant_widths,
                               before_key, before_width, before_height, before_color, before_variant_widths,
                               awaiting_title)
    VALUES (:title, :caption, :alt, :category, :featured,
            (SELECT coalesce(max(position), 0) + 1 FROM gallery_items),
            :key, :width, :height, :color, :widths,
            :beforeKey, :beforeWidth, :beforeHeight, :beforeColor, :beforeWidths,
            :awaitingTitle)
    RETURNING *`);
  const byId = db.prepare('SELECT * FROM gallery_items WHERE id = ?');
  const updateRow = db.prepare(`
    UPDATE gallery_items SET
      title = coalesce(:title, title), caption = coalesce(:caption, caption), alt = coalesce(:alt, alt),
      category = coalesce(:category, category), featured = coalesce(:featured, featured),
      awaiting_title = CASE WHEN :title IS NULL THEN awaiting_title ELSE 0 END,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = :id RETURNING *`);
  const setPosition = db.prepare(
    "UPDATE gallery_items SET position = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
  );
  const updateBefore = db.prepare(`
    UPDATE gallery_items SET
      before_key = :beforeKey, before_width = :beforeWidth, before_height = :beforeHeight,
      before_color = :beforeColor, before_variant_widths = :beforeWidths,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = :id RETURNING *`);
  const deleteRow = db.prepare('DELETE FROM gallery_items WHERE id = ? RETURNING *');
  const countKey = db.prepare('SELECT count(*) AS n FROM gallery_items WHERE image_key = :key OR before_key = :key');

  return {
    get(id) {
      const row = byId.get(id);
      return row ? toItem(row) : undefined;
    },
    update(id, changes) {
      const row = returnedRow(updateRow, {
        id,
        title: changes.title ?? null,
        caption: changes.caption ?? null,
        alt: changes.alt ?? null,
        category: changes.category ?? null,
        featured: changes.featured === undefined ? null : Number(changes.featured),
      });
      return row ? toItem(row) : undefined;
    },
    reorder(ids) {
      inTransaction(db, () => {
        for (const [index, id] of ids.entries()) setPosition.run(index + 1, id);
      });
    },
    remove(id) {
      const row = returnedRow(deleteRow, id);
      return row ? toItem(row) : undefined;
    },
    setBefore(id, before) {
      const row = returnedRow(updateBefore, { id, ...beforeParams(before) });
      return row ? toItem(row) : undefined;
    },
    usesOfImage: (key) => Number(countKey.get({ key })?.n),
    list: ({ category, featured, published } = {}) =>
      select
        .all({
          category: category ?? null,
          featured: featured === undefined ? null : Number(featured),
          published: published ? 1 : null,
        })
        .map(toItem),
    add: (item) =>
      toItem(
        returnedRow(insert, {
          title: item.title,
          caption: item.caption,
          alt: item.alt,
          category: item.category,
          featured: Number(item.featured),
          key: item.image.key,
          width: item.image.width,
          height: item.image.height,
          color: item.image.color,
          widths: JSON.stringify(item.image.widths),
          ...beforeParams(item.before),
          awaitingTitle: Number(item.awaitingTitle ?? false),
        }) ?? {},
      ),
  };
}

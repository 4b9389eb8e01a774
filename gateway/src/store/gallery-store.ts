import type { DatabaseSync } from 'node:sqlite';
import type { GalleryCategory } from '../gallery-categories.ts';

export interface GalleryImage {
  key: string;
  width: number;
  height: number;
  color: string;
  widths: number[];
}

export interface GalleryItem {
  id: number;
  title: string;
  caption: string;
  alt: string;
  category: GalleryCategory;
  featured: boolean;
  position: number;
  image: GalleryImage;
  updatedAt: string;
}

export type GalleryItemInput = Omit<GalleryItem, 'id' | 'position' | 'updatedAt'>;

export interface GalleryFilter {
  category?: GalleryCategory;
  featured?: boolean;
}

export interface GalleryStore {
  /** In display order. */
  list(filter?: GalleryFilter): GalleryItem[];
  /** Appends at the end of the order. */
  add(item: GalleryItemInput): GalleryItem;
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
    updatedAt: String(row.updated_at),
  };
}

export function createGalleryStore(db: DatabaseSync): GalleryStore {
  // NULL parameters switch a condition off, so one prepared statement serves every filter.
  const select = db.prepare(`
    SELECT * FROM gallery_items
    WHERE (:category IS NULL OR category = :category)
      AND (:featured IS NULL OR featured = :featured)
    ORDER BY position, id`);
  const insert = db.prepare(`
    INSERT INTO gallery_items (title, caption, alt, category, featured, position,
                               image_key, width, height, color, variant_widths)
    VALUES (:title, :caption, :alt, :category, :featured,
            (SELECT coalesce(max(position), 0) + 1 FROM gallery_items),
            :key, :width, :height, :color, :widths)
    RETURNING *`);
  return {
    list: ({ category, featured } = {}) =>
      select
        .all({ category: category ?? null, featured: featured === undefined ? null : Number(featured) })
        .map(toItem),
    add: (item) =>
      toItem(
        insert.get({
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
        }) ?? {},
      ),
  };
}

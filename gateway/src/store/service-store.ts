import type { DatabaseSync } from 'node:sqlite';

export const SERVICE_ICONS = ['interior', 'exterior', 'cabinets', 'commercial', 'deck', 'drywall'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export interface Service {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  priceHint: string | null;
  icon: ServiceIcon;
  position: number;
  updatedAt: string;
}

export type ServiceInput = Omit<Service, 'id' | 'position' | 'updatedAt'>;

export interface ServiceStore {
  /** In display order. */
  list(): Service[];
  findBySlug(slug: string): Service | undefined;
  /** Appends at the end of the order. */
  add(service: ServiceInput): Service;
}

function toService(row: Record<string, unknown>): Service {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    description: String(row.description),
    priceHint: row.price_hint === null ? null : String(row.price_hint),
    icon: String(row.icon) as ServiceIcon,
    position: Number(row.position),
    updatedAt: String(row.updated_at),
  };
}

export function createServiceStore(db: DatabaseSync): ServiceStore {
  const selectAll = db.prepare('SELECT * FROM services ORDER BY position, id');
  const bySlug = db.prepare('SELECT * FROM services WHERE slug = ?');
  const insert = db.prepare(`
    INSERT INTO services (slug, title, summary, description, price_hint, icon, position)
    VALUES (:slug, :title, :summary, :description, :priceHint, :icon,
            (SELECT coalesce(max(position), 0) + 1 FROM services))
    RETURNING *`);
  return {
    list: () => selectAll.all().map(toService),
    findBySlug(slug) {
      const row = bySlug.get(slug);
      return row ? toService(row) : undefined;
    },
    add: (service) => toService(insert.get({ ...service }) ?? {}),
  };
}

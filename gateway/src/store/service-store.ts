import type { DatabaseSync } from 'node:sqlite';
import type { Service as PublishedService } from '../../contract/services.ts';
import { returnedRow } from '../db/returned-row.ts';
import { inTransaction } from '../db/transaction.ts';

export interface Service extends PublishedService {
  updatedAt: string;
}

export type ServiceInput = Omit<Service, 'id' | 'position' | 'updatedAt'>;

export interface ServiceStore {
  /** In display order. */
  list(): Service[];
  get(id: number): Service | undefined;
  findBySlug(slug: string): Service | undefined;
  /** Appends at the end of the order. */
  add(service: ServiceInput): Service;
  update(id: number, service: ServiceInput): Service | undefined;
  /** `ids` must name every service once; positions follow their order. */
  reorder(ids: number[]): void;
  remove(id: number): boolean;
}

function toService(row: Record<string, unknown>): Service {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    description: String(row.description),
    priceHint: row.price_hint === null ? null : String(row.price_hint),
    icon: String(row.icon) as Service['icon'],
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
  const byId = db.prepare('SELECT * FROM services WHERE id = ?');
  const updateRow = db.prepare(`
    UPDATE services SET slug = :slug, title = :title, summary = :summary, description = :description,
      price_hint = :priceHint, icon = :icon, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = :id RETURNING *`);
  const setPosition = db.prepare(
    "UPDATE services SET position = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
  );
  const deleteRow = db.prepare('DELETE FROM services WHERE id = ?');

  return {
    get(id) {
      const row = byId.get(id);
      return row ? toService(row) : undefined;
    },
    update(id, service) {
      const row = returnedRow(updateRow, { id, ...service });
      return row ? toService(row) : undefined;
    },
    reorder(ids) {
      inTransaction(db, () => {
        for (const [index, id] of ids.entries()) setPosition.run(index + 1, id);
      });
    },
    remove: (id) => Number(deleteRow.run(id).changes) > 0,
    list: () => selectAll.all().map(toService),
    findBySlug(slug) {
      const row = bySlug.get(slug);
      return row ? toService(row) : undefined;
    },
    add: (service) => toService(returnedRow(insert, { ...service }) ?? {}),
  };
}

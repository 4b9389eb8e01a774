import type { DatabaseSync } from 'node:sqlite';
import type { Service as PublishedService } from '../../contract/services.ts';
import { createOrderedStore, type OrderedStore } from '../db/ordered-store.ts';

export interface Service extends PublishedService {
  updatedAt: string;
}

export type ServiceInput = Omit<Service, 'id' | 'position' | 'updatedAt'>;

export interface ServiceStore extends OrderedStore<Service, ServiceInput> {
  findBySlug(slug: string): Service | undefined;
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
  const bySlug = db.prepare('SELECT * FROM services WHERE slug = ?');
  return {
    ...createOrderedStore<Service, ServiceInput>(db, {
      name: 'services',
      columns: {
        slug: (service) => service.slug,
        title: (service) => service.title,
        summary: (service) => service.summary,
        description: (service) => service.description,
        price_hint: (service) => service.priceHint,
        icon: (service) => service.icon,
      },
      toItem: toService,
      tracksUpdates: true,
    }),
    findBySlug(slug) {
      const row = bySlug.get(slug);
      return row ? toService(row) : undefined;
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';
import type { FaqEntry, FaqEntryInput } from '../../contract/faq.ts';
import { createOrderedStore, type OrderedStore } from '../db/ordered-store.ts';

export interface StoredFaqEntry extends FaqEntry {
  updatedAt: string;
}

export type FaqStore = OrderedStore<StoredFaqEntry, FaqEntryInput>;

/** The services page's frequently asked questions. */
export function createFaqStore(db: DatabaseSync): FaqStore {
  return createOrderedStore(db, {
    name: 'faq_entries',
    columns: { question: (entry) => entry.question, answer: (entry) => entry.answer },
    toItem: (row) => ({
      id: Number(row.id),
      question: String(row.question),
      answer: String(row.answer),
      updatedAt: String(row.updated_at),
    }),
    tracksUpdates: true,
  });
}

import type { DatabaseSync } from 'node:sqlite';
import type { WorkStep, WorkStepInput } from '../../contract/work-steps.ts';
import { createOrderedStore, type OrderedStore } from '../db/ordered-store.ts';

export interface StoredWorkStep extends WorkStep {
  updatedAt: string;
}

export type WorkStepStore = OrderedStore<StoredWorkStep, WorkStepInput>;

/** The services page's "How we work" steps. */
export function createWorkStepStore(db: DatabaseSync): WorkStepStore {
  return createOrderedStore(db, {
    name: 'work_steps',
    columns: { title: (step) => step.title, text: (step) => step.text },
    toItem: (row) => ({
      id: Number(row.id),
      title: String(row.title),
      text: String(row.text),
      updatedAt: String(row.updated_at),
    }),
    tracksUpdates: true,
  });
}

import type { DatabaseSync } from 'node:sqlite';

export interface HealthStore {
  /** Throws when the database cannot answer a query. */
  ping(): void;
}

export function createHealthStore(db: DatabaseSync): HealthStore {
  const select = db.prepare('SELECT 1 AS ok');
  return {
    ping() {
      select.get();
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one write transaction: all of it is committed, or none of it. Inside a
 * transaction already, `work` joins it (the outer one commits or rolls back the whole).
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // SQLite may already have rolled back (a full disk fails the COMMIT that way); the first
    // error is the one to report, never "no transaction is active".
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

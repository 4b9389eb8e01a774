import { DatabaseSync } from 'node:sqlite';

/**
 * Opens the SQLite file with the settings every connection needs: WAL so readers never
 * wait for the writer, foreign keys enforced, FULL sync so an acknowledged write survives
 * a power cut (writes here are rare: quote requests and owner edits), and what is deleted
 * overwritten with zeros (secure_delete), not left in the file's free space: a deleted
 * request, a day's visitor hashes and its salt are gone from the file, not only from its tables.
 */
export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA secure_delete = ON;
  `);
  return db;
}

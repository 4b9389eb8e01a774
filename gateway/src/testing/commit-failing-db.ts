import { DatabaseSync } from 'node:sqlite';

/**
 * An in-memory database whose commits can be made to fail on demand: `pets.owner` is a deferred
 * foreign key, checked only at COMMIT, so a pet with an unknown owner (anything but 1) fails
 * there. Stands in for a full disk or an I/O error at commit time.
 */
export function commitFailingDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:', { enableForeignKeyConstraints: true });
  db.exec(`
    CREATE TABLE owners (id INTEGER PRIMARY KEY);
    CREATE TABLE pets (id INTEGER PRIMARY KEY, owner INTEGER REFERENCES owners (id) DEFERRABLE INITIALLY DEFERRED);
    INSERT INTO owners (id) VALUES (1);
  `);
  return db;
}

export const petCount = (db: DatabaseSync) => Number(db.prepare('SELECT count(*) AS n FROM pets').get()?.n);

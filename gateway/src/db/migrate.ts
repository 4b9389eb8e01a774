import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { inTransaction } from './transaction.ts';

/** Beside this module in the source tree, beside the bundle (dist/migrations) in production. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  file: string;
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      file,
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  for (const [index, migration] of migrations.entries()) {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version} in ${dir}`);
    }
  }
  return migrations;
}

/**
 * Applies the migrations the database has not seen, in order, all in one transaction:
 * either the schema moves to the newest version or it stays exactly as it was.
 * Returns the versions applied.
 */
export function applyMigrations(db: DatabaseSync, migrations: Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  const newest = Math.max(0, ...migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => version > newest);
  if (unknown.length > 0) {
    throw new Error(
      `The database has schema version ${Math.max(...unknown)}, newer than this gateway knows (${newest}); run the newer gateway or restore a backup`,
    );
  }
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  if (pending.length === 0) return [];

  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  inTransaction(db, () => {
    for (const migration of pending) {
      try {
        db.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, { cause: error });
      }
      record.run(migration.version, migration.name);
    }
  });
  return pending.map((migration) => migration.version);
}

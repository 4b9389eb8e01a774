import type { DatabaseSync } from 'node:sqlite';

/**
 * A check that answers true once after another connection (another process: the operator's
 * commands) has committed to the database. SQLite's `PRAGMA data_version` changes only for
 * other connections' commits, so this connection's own writes never trigger it. Cheap enough
 * to ask on every request, and no timer. A database that cannot be asked (closed, busy) counts
 * as unchanged: the caller decides from what it already knows, as it did before this check.
 */
export function watchOtherWriters(db: DatabaseSync): () => boolean {
  const query = db.prepare('PRAGMA data_version');
  const read = () => {
    try {
      return Number(query.get()?.data_version);
    } catch {
      return undefined;
    }
  };
  let seen = read();
  return () => {
    const now = read();
    if (now === undefined) return false;
    if (now === seen) return false;
    seen = now;
    return true;
  };
}

import type { DatabaseSync } from 'node:sqlite';
import type { BackupDestination, BackupRun, BackupRunKind, BackupTrigger } from '../../contract/backups.ts';

/** A finished run, as it is recorded. */
export interface FinishedRun extends BackupRun {
  destination: BackupDestination;
}

export interface BackupRunStore {
  record(run: FinishedRun): void;
  /** The newest run of `kind` that worked (or failed, with `ok: false`) at `destination`. */
  newest(kind: BackupRunKind, ok: boolean, destination: BackupDestination): BackupRun | null;
  /** The oldest failed backup after the newest successful one: since when backups have been failing. */
  failingSince(destination: BackupDestination): string | null;
  /** When the owner was last e-mailed that backups fail; null when not (or no longer) failing. */
  failureMailedAt(): string | null;
  setFailureMailedAt(at: string | null): void;
}

interface RunRow {
  kind: BackupRunKind;
  trigger: BackupTrigger;
  started_at: string;
  finished_at: string;
  ok: number;
  bytes_added: number | null;
  snapshot: string | null;
  problem: string | null;
}

const runOf = (row: RunRow): BackupRun => ({
  kind: row.kind,
  trigger: row.trigger,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  ok: row.ok === 1,
  bytesAdded: row.bytes_added,
  snapshot: row.snapshot,
  problem: row.problem,
});

/** `backup_runs` and `backup_alerts`: what the Backups panel, /api/health and the failure e-mails read. */
export function createBackupRunStore(db: DatabaseSync): BackupRunStore {
  const insert = db.prepare(
    `INSERT INTO backup_runs (kind, trigger, destination, started_at, finished_at, ok, bytes_added, snapshot, problem)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const newest = db.prepare(
    `SELECT kind, trigger, started_at, finished_at, ok, bytes_added, snapshot, problem FROM backup_runs
     WHERE kind = ? AND ok = ? AND destination = ? ORDER BY finished_at DESC, id DESC LIMIT 1`,
  );
  const failingSince = db.prepare(
    `SELECT min(started_at) AS since FROM backup_runs
     WHERE kind = 'backup' AND ok = 0 AND destination = ?1 AND started_at > coalesce(
       (SELECT max(finished_at) FROM backup_runs WHERE kind = 'backup' AND ok = 1 AND destination = ?1), '')`,
  );
  const mailedAt = db.prepare('SELECT failure_mailed_at AS at FROM backup_alerts WHERE id = 1');
  const setMailedAt = db.prepare('UPDATE backup_alerts SET failure_mailed_at = ? WHERE id = 1');

  return {
    record(run) {
      insert.run(
        run.kind,
        run.trigger,
        run.destination,
        run.startedAt,
        run.finishedAt,
        run.ok ? 1 : 0,
        run.bytesAdded,
        run.snapshot,
        run.problem,
      );
    },
    newest(kind, ok, destination) {
      const row = newest.get(kind, ok ? 1 : 0, destination) as RunRow | undefined;
      return row ? runOf(row) : null;
    },
    failingSince(destination) {
      const row = failingSince.get(destination) as { since: string | null } | undefined;
      return row?.since ?? null;
    },
    failureMailedAt() {
      const row = mailedAt.get() as { at: string | null } | undefined;
      return row?.at ?? null;
    },
    setFailureMailedAt(at) {
      setMailedAt.run(at);
    },
  };
}

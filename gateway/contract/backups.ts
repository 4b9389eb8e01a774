/**
 * Backups the gateway makes by itself (`/api/admin/backups`): with BACKUP_REPOSITORY set, into a
 * restic repository off the machine (SFTP, S3, B2, a REST server, a mounted disk); without it,
 * folders on the same machine (DATA_DIR/backups), the last few kept.
 */

/** Where backups go: `repository`, a restic repository; `local`, folders on this machine's disk. */
export type BackupDestination = 'repository' | 'local';

/** What a run did: a backup, or restic's weekly check of the repository. */
export type BackupRunKind = 'backup' | 'check';

/** What started a run. */
export type BackupTrigger = 'schedule' | 'changes' | 'owner';

/** One finished run, as the status shows it. */
export interface BackupRun {
  kind: BackupRunKind;
  trigger: BackupTrigger;
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  /** Bytes the backup added to the repository (after deduplication); for a local folder, its size. */
  bytesAdded: number | null;
  /** restic's snapshot id (short form), or the local folder's name. */
  snapshot: string | null;
  /** What went wrong, in words the owner can act on; on a backup that worked, a warning (old ones not removed), else null. */
  problem: string | null;
}

/** The run under way, for "Back up now"'s progress. */
export interface BackupProgress {
  kind: BackupRunKind;
  trigger: BackupTrigger;
  startedAt: string;
  /** 0–1: the share of the files read so far; null before restic has counted them. */
  fraction: number | null;
  /** What it is doing, in words ("Copying the database", "Sending files"). */
  step: string;
}

/** `GET /api/admin/backups` (and the answer to `POST /api/admin/backups`). */
export interface BackupStatus {
  destination: BackupDestination;
  /** Where the backups go, without any password or key: `sftp:backup@nas.example:/site`, or the folder. */
  where: string;
  /** The last backup that worked, or null. */
  lastSuccess: BackupRun | null;
  /** The last backup that failed, when it came after the last success; null otherwise. */
  lastFailure: BackupRun | null;
  /** The last check of the repository (weekly), or null. */
  lastCheck: BackupRun | null;
  /** When the next backup starts by itself. */
  nextRunAt: string;
  /** The run under way, or null. */
  running: BackupProgress | null;
  /**
   * True when the newest successful backup is older than BACKUP_STALE_HOURS; with none yet, when
   * the gateway has run that long without one (a new installation is not stale at once).
   */
  stale: boolean;
}

/** `/api/health`'s `backup` field: how old the newest good backup is, for a monitor. */
export interface BackupHealth {
  destination: BackupDestination;
  lastSuccessAt: string | null;
  /** Hours since the last good backup, one decimal; null when there is none. */
  ageHours: number | null;
  stale: boolean;
}

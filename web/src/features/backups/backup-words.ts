import type {
  BackupDestination,
  BackupProgress,
  BackupRun,
  BackupStatus,
} from '@painting-site/gateway/contract/backups';
import { formatFileSize } from '@/lib/file-size.ts';

/** The manual's page on backups, which the dashboard sends the owner to by name. */
export const BACKUPS_GUIDE = 'docs/backups.md';

/**
 * What a backup took: to a repository, what it added after deduplication ("1.2 MB added"); in a
 * local folder, the folder's whole size. Null when the gateway did not say.
 */
export function sizeInWords(destination: BackupDestination, bytes: number | null): string | null {
  if (bytes === null) return null;
  return destination === 'repository' ? `${formatFileSize(bytes)} added` : formatFileSize(bytes);
}

/** A run under way and its step: "Backing up: Sending files", "Weekly check: Checking the backups can be read". */
export function stepInWords(progress: BackupProgress): string {
  return `${progress.kind === 'check' ? 'Weekly check' : 'Backing up'}: ${progress.step}`;
}

/** The name of a run's progress bar. */
export function progressLabel(progress: BackupProgress): string {
  return progress.kind === 'check' ? 'Check progress' : 'Backup progress';
}

/** The finished run that a run under way became: the newest of its kind that started no earlier. */
export function endedRun(status: BackupStatus, progress: BackupProgress): BackupRun | null {
  const since = Date.parse(progress.startedAt);
  const runs = [status.lastSuccess, status.lastFailure, status.lastCheck].filter(
    (run): run is BackupRun => run !== null && run.kind === progress.kind && Date.parse(run.startedAt) >= since,
  );
  return runs.sort((a, b) => Date.parse(b.finishedAt) - Date.parse(a.finishedAt))[0] ?? null;
}

/** The result of a run that just ended, as announced: "Backup finished: 1.2 MB added." or what went wrong. */
export function outcomeInWords(run: BackupRun | null, destination: BackupDestination): string {
  // The gateway restarted mid-run, say: it kept no record of this one.
  if (!run) return 'The run stopped without a result. Try again in a moment.';
  const what = run.kind === 'check' ? 'Check' : 'Backup';
  if (!run.ok) return `${what} failed: ${run.problem ?? 'no reason was given.'}`;
  if (run.kind === 'check') return 'Check finished: the backups can be read.';
  const size = sizeInWords(destination, run.bytesAdded);
  return size ? `Backup finished: ${size}.` : 'Backup finished.';
}

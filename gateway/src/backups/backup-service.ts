import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  BackupDestination,
  BackupHealth,
  BackupProgress,
  BackupRun,
  BackupRunKind,
  BackupStatus,
  BackupTrigger,
} from '../../contract/backups.ts';
import { DATA_FILES } from '../data-files.ts';
import type { Logger } from '../logger.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import { createBackupAlerts } from './backup-alerts.ts';
import type { BackupRunStore } from './backup-run-store.ts';
import type { BackupSettings } from './backup-settings.ts';
import { nextNightly } from './nightly.ts';
import {
  createRestic,
  type Restic,
  type ResticResult,
  type ResticTarget,
  repositoryLabel,
  SNAPSHOT_HOST,
} from './restic.ts';
import { repositoryMissing, resticProblem } from './restic-problems.ts';
import { folderSize, type SiteFolders, snapshotSources, stageSnapshot, writeBackupFolder } from './site-copy.ts';

/** The repository's weekly check reads this share of the data back, so in ~20 weeks all of it. */
export const CHECK_READ_SUBSET = '5%';
/** A check is due when the last one is older than this (it runs after a nightly backup). */
export const CHECK_EVERY_MS = 6.5 * 24 * 60 * 60 * 1000;
/** A failed backup is tried again this much later (or sooner, after a change): a NAS asleep or a network down for a while. */
export const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;
/** Scheduled local backups are named so; `npm run backup`'s (site-…) are never removed by the schedule. */
export const LOCAL_BACKUP_PREFIX = 'auto-';

export interface BackupService {
  status(): BackupStatus;
  health(): BackupHealth;
  /** Starts a backup now unless one is under way; the status with the run. */
  runNow(trigger: BackupTrigger): BackupStatus;
  /** Something changed that a backup should hold: one runs once things have been quiet a while. */
  noteChange(): void;
  /** Arms the schedule (and a first backup when there never was one). */
  start(): void;
  /** Stops the schedule and any restic under way. */
  stop(): Promise<void>;
  /** Resolves when no run is under way or waiting. */
  whenIdle(): Promise<void>;
}

interface BackupServiceDeps {
  settings: BackupSettings;
  /**
   * Where backups go now, read at each run (a destination saved in the dashboard applies at
   * once): BACKUP_REPOSITORY's, the dashboard's, or undefined for folders on this machine.
   */
  target?: () => ResticTarget | undefined;
  folders: SiteFolders;
  runs: BackupRunStore;
  mail: MailSender;
  siteName: () => string;
  logger: Logger;
  clock?: () => number;
  /** The restic program; `restic` on the PATH by default. */
  resticBin?: string;
}

/** A run's failure in words, from what it threw. */
class RunProblem extends Error {}

export function createBackupService(deps: BackupServiceDeps): BackupService {
  const { settings, folders, runs, logger, clock = Date.now } = deps;
  const target = deps.target ?? (() => (settings.repository ? settings : undefined));
  const destinationNow = (): BackupDestination => (target() ? 'repository' : 'local');
  const localFolder = join(folders.dataDir, DATA_FILES.backups);
  const { staging } = snapshotSources(folders);
  const resticNow = (): Restic =>
    createRestic({
      settings: target() ?? settings,
      knownHostsFile: join(folders.dataDir, DATA_FILES.backupKnownHosts),
      cacheDir: join(folders.dataDir, DATA_FILES.backupCache),
      bin: deps.resticBin,
    });
  const alerts = createBackupAlerts({
    runs,
    destination: destinationNow,
    alertAfterMs: settings.alertAfterSeconds * 1000,
    mail: deps.mail,
    siteName: deps.siteName,
    logger,
  });
  const startedAt = clock();
  const abort = new AbortController();

  let running: BackupProgress | null = null;
  let current: Promise<void> | null = null;
  let pending: BackupTrigger | null = null;
  let nightlyDue = 0;
  let nightlyTimer: NodeJS.Timeout | undefined;
  let changesDue: number | null = null;
  let changesTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const iso = (ms: number) => new Date(ms).toISOString();
  const progress = (step: string, fraction: number | null = null) => {
    if (running) running = { ...running, step, fraction };
  };

  async function ensureRepository(restic: Restic) {
    progress('Opening the backup repository');
    const opened = await restic(['cat', 'config'], { signal: abort.signal });
    if (opened.ok) return;
    if (!repositoryMissing(opened)) throw new RunProblem(resticProblem(opened, 'backup'));
    logger.info({ repository: repositoryLabel(target()?.repository ?? '') }, 'making the backup repository');
    const made = await restic(['init'], { signal: abort.signal });
    if (!made.ok) throw new RunProblem(resticProblem(made, 'making of the backup repository'));
  }

  /** restic's forget --prune flags from the BACKUP_KEEP_* settings (0 leaves a rule out). */
  const keepFlags = () =>
    Object.entries(settings.keep).flatMap(([rule, count]) => (count > 0 ? [`--keep-${rule}`, String(count)] : []));

  async function toRepository(): Promise<Pick<BackupRun, 'bytesAdded' | 'snapshot' | 'problem'>> {
    const restic = resticNow();
    progress('Copying the database');
    await rm(staging, { recursive: true, force: true });
    let summary: Record<string, unknown> = {};
    let made: ResticResult;
    try {
      const paths = await stageSnapshot(folders);
      await ensureRepository(restic);
      progress('Sending files', 0);
      made = await restic(['backup', '--json', '--host', SNAPSHOT_HOST, '--exclude', '.*', ...paths], {
        signal: abort.signal,
        onJson: (message) => {
          if (message.message_type === 'status' && typeof message.percent_done === 'number') {
            progress('Sending files', Math.min(1, message.percent_done));
          }
          if (message.message_type === 'summary') summary = message;
        },
      });
    } finally {
      // The database's copy is not left lying about, whatever happened.
      await rm(staging, { recursive: true, force: true });
    }
    if (!made.ok) throw new RunProblem(resticProblem(made, 'backup'));
    progress('Removing old backups');
    const pruned = await restic(['forget', '--prune', '--host', SNAPSHOT_HOST, ...keepFlags()], {
      signal: abort.signal,
    });
    return {
      // What the repository grew by: restic 0.16+ reports it after compression; 0.14's data_added is before.
      bytesAdded:
        typeof summary.data_added_packed === 'number'
          ? summary.data_added_packed
          : typeof summary.data_added === 'number'
            ? summary.data_added
            : null,
      snapshot: typeof summary.snapshot_id === 'string' ? summary.snapshot_id.slice(0, 8) : null,
      problem: pruned.ok
        ? null
        : `The backup worked, but old backups could not be removed: ${resticProblem(pruned, 'clean-up')}`,
    };
  }

  async function toLocalFolder(): Promise<Pick<BackupRun, 'bytesAdded' | 'snapshot' | 'problem'>> {
    progress('Copying the database and pictures');
    const name = `${LOCAL_BACKUP_PREFIX}${iso(clock()).replace(/[:.]/g, '-')}`;
    await mkdir(localFolder, { recursive: true, mode: 0o700 });
    const target = join(localFolder, name);
    await writeBackupFolder(folders, target);
    const bytesAdded = await folderSize(target);
    progress('Removing old backups');
    const scheduled = (await readdir(localFolder)).filter((entry) => entry.startsWith(LOCAL_BACKUP_PREFIX)).sort();
    for (const old of scheduled.slice(0, Math.max(0, scheduled.length - settings.keepLocal))) {
      await rm(join(localFolder, old), { recursive: true, force: true });
    }
    return { bytesAdded, snapshot: name, problem: null };
  }

  async function check(): Promise<Pick<BackupRun, 'bytesAdded' | 'snapshot' | 'problem'>> {
    progress('Checking the backups can be read');
    const checked = await resticNow()(['check', `--read-data-subset=${CHECK_READ_SUBSET}`], { signal: abort.signal });
    if (!checked.ok) throw new RunProblem(resticProblem(checked, 'check of the backups'));
    return { bytesAdded: null, snapshot: null, problem: null };
  }

  async function perform(kind: BackupRunKind, trigger: BackupTrigger) {
    const began = clock();
    running = { kind, trigger, startedAt: iso(began), fraction: null, step: 'Starting' };
    const destination = destinationNow();
    let outcome: Pick<BackupRun, 'bytesAdded' | 'snapshot' | 'problem'> & { ok: boolean };
    try {
      const done =
        kind === 'check' ? await check() : destination === 'repository' ? await toRepository() : await toLocalFolder();
      outcome = { ok: true, ...done };
    } catch (error) {
      const problem =
        error instanceof RunProblem
          ? error.message
          : `The copy of the site's data failed: ${error instanceof Error ? error.message : String(error)}`;
      outcome = { ok: false, bytesAdded: null, snapshot: null, problem };
    }
    running = null;
    if (stopped && !outcome.ok) return;
    const run = { kind, trigger, startedAt: iso(began), finishedAt: iso(clock()), destination, ...outcome };
    runs.record(run);
    const log = {
      kind,
      trigger,
      destination,
      bytesAdded: run.bytesAdded,
      snapshot: run.snapshot,
      problem: run.problem,
    };
    if (run.ok) logger.info(log, kind === 'check' ? 'backups checked' : 'backup made');
    else logger.warn(log, kind === 'check' ? 'the check of the backups failed' : 'a backup failed');
    if (kind === 'backup') await alerts(run.ok, run.problem, clock());
    if (kind === 'backup' && !run.ok) armChanges(RETRY_AFTER_FAILURE_MS, 'later');
  }

  const checkDue = () => {
    if (destinationNow() !== 'repository') return false;
    const last = lastCheck();
    return !last || clock() - Date.parse(last.finishedAt) >= CHECK_EVERY_MS;
  };

  function enqueue(trigger: BackupTrigger) {
    if (stopped) return;
    if (current) {
      pending ??= trigger;
      return;
    }
    current = (async () => {
      await perform('backup', trigger);
      if (trigger === 'schedule' && checkDue() && !stopped) await perform('check', 'schedule');
    })().finally(() => {
      current = null;
      const next = pending;
      pending = null;
      if (next) enqueue(next);
    });
  }

  /**
   * A backup `delayMs` from now: after a change it replaces the one waiting (quiet periods restart);
   * a retry after a failure comes `later` only when none is waiting sooner.
   */
  function armChanges(delayMs: number, mode: 'replace' | 'later') {
    if (stopped) return;
    const due = clock() + delayMs;
    if (mode === 'later' && changesDue !== null && changesDue <= due) return;
    clearTimeout(changesTimer);
    changesDue = due;
    changesTimer = setTimeout(() => {
      changesDue = null;
      enqueue('changes');
    }, delayMs);
    changesTimer.unref();
  }

  function armNightly() {
    clearTimeout(nightlyTimer);
    nightlyDue = nextNightly(clock(), settings.hour);
    nightlyTimer = setTimeout(() => {
      enqueue('schedule');
      armNightly();
    }, nightlyDue - clock());
    nightlyTimer.unref();
  }

  const lastCheck = () => {
    const destination = destinationNow();
    const [good, bad] = [runs.newest('check', true, destination), runs.newest('check', false, destination)];
    if (!good || !bad) return good ?? bad;
    return good.finishedAt >= bad.finishedAt ? good : bad;
  };

  function status(): BackupStatus {
    const destination = destinationNow();
    const lastSuccess = runs.newest('backup', true, destination);
    const failure = runs.newest('backup', false, destination);
    const lastFailure = failure && (!lastSuccess || failure.finishedAt > lastSuccess.finishedAt) ? failure : null;
    const due = [nightlyDue, ...(changesDue !== null ? [changesDue] : [])];
    return {
      destination,
      where: destination === 'repository' ? repositoryLabel(target()?.repository ?? '') : localFolder,
      lastSuccess,
      lastFailure,
      lastCheck: lastCheck(),
      nextRunAt: iso(pending ? clock() : Math.min(...due.filter((at) => at > 0))),
      running,
      stale: isStale(lastSuccess),
    };
  }

  /** Stale: no good backup for BACKUP_STALE_HOURS (a new installation counts from its first start). */
  function isStale(lastSuccess: BackupRun | null) {
    const since = lastSuccess ? Date.parse(lastSuccess.finishedAt) : startedAt;
    return clock() - since > settings.staleHours * 3_600_000;
  }

  return {
    status,
    health() {
      const destination = destinationNow();
      const lastSuccess = runs.newest('backup', true, destination);
      const age = lastSuccess ? (clock() - Date.parse(lastSuccess.finishedAt)) / 3_600_000 : null;
      return {
        destination,
        lastSuccessAt: lastSuccess?.finishedAt ?? null,
        ageHours: age === null ? null : Math.round(age * 10) / 10,
        stale: isStale(lastSuccess),
      };
    },
    runNow(trigger) {
      if (!current) enqueue(trigger);
      return status();
    },
    noteChange() {
      if (settings.afterChangesSeconds <= 0) return;
      // The first backup (of a new site, or to a new destination) comes at most
      // BACKUP_AFTER_CHANGES after the first change, however many edits follow; after that, once
      // things have been quiet that long.
      const first = !runs.newest('backup', true, destinationNow());
      armChanges(settings.afterChangesSeconds * 1000, first ? 'later' : 'replace');
    },
    start() {
      armNightly();
      // A new installation (or a new destination) is backed up soon after it starts.
      if (!runs.newest('backup', true, destinationNow())) this.noteChange();
    },
    async stop() {
      stopped = true;
      clearTimeout(nightlyTimer);
      clearTimeout(changesTimer);
      abort.abort();
      await current?.catch(() => undefined);
    },
    async whenIdle() {
      while (current) await current;
    },
  };
}

import { z } from 'zod';

/** How the gateway backs itself up, from the BACKUP_* variables. */
export interface BackupSettings {
  /** Any restic repository (`sftp:user@host:/path`, `s3:…`, `b2:…`, `rest:https://…`, a path); unset: local folders. */
  repository: string | undefined;
  /** The repository's password: given (BACKUP_PASSWORD) or a file restic reads itself (BACKUP_PASSWORD_FILE). */
  password: { value: string } | { file: string } | undefined;
  /** The private key for an sftp: repository, mounted read-only. */
  sshKeyFile: string | undefined;
  /** The nightly backup's hour, 0–23, in the server's time zone (TZ). */
  hour: number;
  /** A backup starts this long after the last change once things are quiet; 0: only nightly. */
  afterChangesSeconds: number;
  /** restic's `forget --prune` policy; 0 leaves that rule out. */
  keep: { last: number; daily: number; weekly: number; monthly: number };
  /** Without a repository: how many of the scheduled backup folders are kept. */
  keepLocal: number;
  /** Past this many hours without a good backup, the status and /api/health say it is stale. */
  staleHours: number;
  /** How long backups may keep failing before the owner is e-mailed (0: at the first failure). */
  alertAfterSeconds: number;
  /** The cloud providers' own variables (AWS_*, B2_*, …), passed to restic as they are. */
  providerEnv: Record<string, string>;
}

/** What restic itself reads for each kind of repository; passed through, never logged. */
export const PROVIDER_VARIABLES = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_DEFAULT_REGION',
  'B2_ACCOUNT_ID',
  'B2_ACCOUNT_KEY',
  'AZURE_ACCOUNT_NAME',
  'AZURE_ACCOUNT_KEY',
  'GOOGLE_PROJECT_ID',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'RESTIC_REST_USERNAME',
  'RESTIC_REST_PASSWORD',
] as const;

export const DEFAULT_BACKUP_HOUR = 3;
export const DEFAULT_AFTER_CHANGES_SECONDS = 15 * 60;
export const DEFAULT_KEEP = { last: 0, daily: 7, weekly: 4, monthly: 12 } as const;
export const DEFAULT_KEEP_LOCAL = 7;
/** A nightly backup that failed once is not yet stale; two nights are. */
export const DEFAULT_STALE_HOURS = 36;
/** Backups failing a whole day is worth the owner's attention; one failed night, not yet. */
export const DEFAULT_ALERT_AFTER_SECONDS = 24 * 60 * 60;

const count = (what: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, `must be a whole number of ${what}, 0 to ${max}`)
    .transform(Number)
    .refine((value) => value <= max, `must be a whole number of ${what}, 0 to ${max}`);

/** Parses "15m", "30s", "1h" (or 0) into seconds; `parse` is the configuration's duration reader. */
const duration = (parse: (text: string) => number | undefined) =>
  z.string().transform((text, ctx) => {
    const seconds = parse(text);
    if (seconds === undefined || seconds > 7 * 86400) {
      ctx.addIssue({ code: 'custom', message: 'must be a duration up to 7d, like 15m, 30s or 0 (nightly only)' });
      return z.NEVER;
    }
    return seconds;
  });

/** The BACKUP_* part of the configuration's schema. */
export function backupEnvironmentShape(parseDuration: (text: string) => number | undefined) {
  return {
    BACKUP_REPOSITORY: z
      .string()
      .trim()
      .regex(/^\S+$/, 'must be a restic repository, like sftp:backup@nas.example:/site or s3:s3.amazonaws.com/bucket')
      .optional(),
    BACKUP_PASSWORD: z.string().optional(),
    BACKUP_PASSWORD_FILE: z.string().trim().optional(),
    BACKUP_SSH_KEY_FILE: z.string().trim().optional(),
    BACKUP_HOUR: count('hours', 23).default(DEFAULT_BACKUP_HOUR),
    BACKUP_AFTER_CHANGES: duration(parseDuration).default(DEFAULT_AFTER_CHANGES_SECONDS),
    BACKUP_KEEP_LAST: count('snapshots', 1000).default(DEFAULT_KEEP.last),
    BACKUP_KEEP_DAILY: count('days', 1000).default(DEFAULT_KEEP.daily),
    BACKUP_KEEP_WEEKLY: count('weeks', 1000).default(DEFAULT_KEEP.weekly),
    BACKUP_KEEP_MONTHLY: count('months', 1000).default(DEFAULT_KEEP.monthly),
    BACKUP_KEEP_LOCAL: count('backups', 1000).default(DEFAULT_KEEP_LOCAL),
    BACKUP_STALE_HOURS: count('hours', 1000).default(DEFAULT_STALE_HOURS),
    BACKUP_ALERT_AFTER: duration(parseDuration).default(DEFAULT_ALERT_AFTER_SECONDS),
  };
}

type BackupValues = z.output<z.ZodObject<ReturnType<typeof backupEnvironmentShape>>>;

/** The problems of the BACKUP_* values together, as [variable, message] pairs. */
export function backupSettingsProblems(values: BackupValues): [string, string][] {
  const problems: [string, string][] = [];
  const hasPassword = values.BACKUP_PASSWORD !== undefined || values.BACKUP_PASSWORD_FILE !== undefined;
  if (values.BACKUP_REPOSITORY && !hasPassword) {
    problems.push([
      'BACKUP_PASSWORD',
      'must be set (or BACKUP_PASSWORD_FILE) when BACKUP_REPOSITORY is set: restic encrypts the backups with it',
    ]);
  }
  if (values.BACKUP_PASSWORD !== undefined && values.BACKUP_PASSWORD_FILE !== undefined) {
    problems.push(['BACKUP_PASSWORD_FILE', 'set BACKUP_PASSWORD or BACKUP_PASSWORD_FILE, not both']);
  }
  if (!values.BACKUP_REPOSITORY && (hasPassword || values.BACKUP_SSH_KEY_FILE)) {
    problems.push([
      'BACKUP_REPOSITORY',
      'must be set too when a backup password or key is given (without it, backups stay on this machine)',
    ]);
  }
  const { BACKUP_KEEP_LAST, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY, BACKUP_KEEP_MONTHLY } = values;
  if (BACKUP_KEEP_LAST + BACKUP_KEEP_DAILY + BACKUP_KEEP_WEEKLY + BACKUP_KEEP_MONTHLY === 0) {
    problems.push(['BACKUP_KEEP_DAILY', 'at least one of BACKUP_KEEP_LAST/DAILY/WEEKLY/MONTHLY must keep something']);
  }
  if (values.BACKUP_KEEP_LOCAL === 0) problems.push(['BACKUP_KEEP_LOCAL', 'must keep at least 1 backup']);
  return problems;
}

export function backupSettings(values: BackupValues, env: NodeJS.ProcessEnv): BackupSettings {
  const password =
    values.BACKUP_PASSWORD !== undefined
      ? { value: values.BACKUP_PASSWORD }
      : values.BACKUP_PASSWORD_FILE !== undefined
        ? { file: values.BACKUP_PASSWORD_FILE }
        : undefined;
  const providerEnv = Object.fromEntries(
    PROVIDER_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name]] as const] : [])),
  );
  return {
    repository: values.BACKUP_REPOSITORY,
    password,
    sshKeyFile: values.BACKUP_SSH_KEY_FILE,
    hour: values.BACKUP_HOUR,
    afterChangesSeconds: values.BACKUP_AFTER_CHANGES,
    keep: {
      last: values.BACKUP_KEEP_LAST,
      daily: values.BACKUP_KEEP_DAILY,
      weekly: values.BACKUP_KEEP_WEEKLY,
      monthly: values.BACKUP_KEEP_MONTHLY,
    },
    keepLocal: values.BACKUP_KEEP_LOCAL,
    staleHours: values.BACKUP_STALE_HOURS,
    alertAfterSeconds: values.BACKUP_ALERT_AFTER,
    providerEnv,
  };
}

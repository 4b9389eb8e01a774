import { spawn } from 'node:child_process';
import type { BackupSettings } from './backup-settings.ts';

/** The restic program, as the gateway image installs it (Debian's `restic`). */
export const RESTIC_BIN = 'restic';
/** Every snapshot is taken under this host name, whichever container makes it, so retention and restore find them. */
export const SNAPSHOT_HOST = 'painting-site';
/** A run that takes longer is stopped: a hung connection must not hold every later backup. */
export const RESTIC_TIMEOUT_MS = 6 * 60 * 60 * 1000;

export interface ResticResult {
  ok: boolean;
  /** The exit code; null when restic was stopped (timeout, shutdown) or could not start. */
  code: number | null;
  stdout: string;
  /** restic's messages, with the password and any credentials taken out: what may be shown or logged. */
  stderr: string;
  /** The same, as restic wrote them: only for recognising a message, never shown (a short password could be any word). */
  rawStderr: string;
}

export interface ResticRunOptions {
  /** Each JSON line restic prints (with --json), as it comes. */
  onJson?: (message: Record<string, unknown>) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type Restic = (args: string[], options?: ResticRunOptions) => Promise<ResticResult>;

/** What restic needs of a destination: BACKUP_REPOSITORY's settings, or the dashboard's (backup-destination.ts). */
export type ResticTarget = Pick<BackupSettings, 'repository' | 'password' | 'sshKeyFile' | 'providerEnv'>;

interface ResticDeps {
  settings: ResticTarget;
  /** Where ssh remembers the SFTP host's key (accepted on first use) and restic keeps its cache. */
  knownHostsFile: string;
  cacheDir: string;
  bin?: string;
}

/** `sftp:user@host:/path` or `sftp://user@host:port//path` → ssh's destination and port. */
export function sftpTarget(repository: string): { destination: string; port: string | undefined } | undefined {
  if (!repository.startsWith('sftp:')) return undefined;
  const url = URL.parse(repository.replace(/^sftp:\/\//, 'ssh://'));
  if (repository.startsWith('sftp://') && url) {
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return { destination: `${user}${url.hostname}`, port: url.port || undefined };
  }
  const match = /^sftp:([^:/]+):/.exec(repository);
  return match?.[1] ? { destination: match[1], port: undefined } : undefined;
}

/** The repository as the owner may see it: no password in a URL's user part. */
export function repositoryLabel(repository: string): string {
  return repository.replace(/(\/\/)([^/@]*):[^/@]*@/, '$1$2@');
}

/**
 * The global options an SFTP repository needs: restic's ssh, with the mounted key, batch mode (no
 * prompt ever) and the host's key accepted on first use and then held to.
 */
function sftpOptions(settings: ResticTarget, knownHostsFile: string): string[] {
  const target = settings.repository && sftpTarget(settings.repository);
  if (!target) return [];
  const ssh = [
    'ssh',
    target.destination,
    ...(target.port ? ['-p', target.port] : []),
    ...(settings.sshKeyFile ? ['-i', settings.sshKeyFile, '-o', 'IdentitiesOnly=yes'] : []),
    '-o',
    'BatchMode=yes',
    '-o',
    'StrictHostKeyChecking=accept-new',
    '-o',
    `UserKnownHostsFile=${knownHostsFile}`,
    '-o',
    'ConnectTimeout=20',
    '-o',
    'ServerAliveInterval=30',
    '-s',
    'sftp',
  ];
  return ['-o', `sftp.command=${ssh.join(' ')}`];
}

/**
 * Runs restic against BACKUP_REPOSITORY. Its environment holds only what restic needs: the
 * repository, the password (or the file it is in), the providers' variables and a cache folder;
 * the gateway's own secrets (JWT_SECRET, SMTP_URL, …) never reach it.
 */
export function createRestic({ settings, knownHostsFile, cacheDir, bin = RESTIC_BIN }: ResticDeps): Restic {
  const secrets = [
    ...('value' in (settings.password ?? {}) ? [(settings.password as { value: string }).value] : []),
    ...Object.values(settings.providerEnv),
    // A secret shorter than this is more likely a word of restic's own messages than found in them.
  ].filter((secret) => secret.length >= 8);
  const redact = (text: string) =>
    secrets.reduce((result, secret) => result.split(secret).join('[hidden]'), repositoryLabel(text));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ,
    RESTIC_REPOSITORY: settings.repository,
    RESTIC_CACHE_DIR: cacheDir,
    ...(settings.password && 'value' in settings.password
      ? { RESTIC_PASSWORD: settings.password.value }
      : { RESTIC_PASSWORD_FILE: settings.password?.file }),
    ...settings.providerEnv,
  };
  const global = sftpOptions(settings, knownHostsFile);

  return (args, { onJson, signal, timeoutMs = RESTIC_TIMEOUT_MS } = {}) =>
    new Promise((resolve) => {
      const child = spawn(bin, [...global, ...args], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
        timeout: timeoutMs,
        killSignal: 'SIGINT',
      });
      let stdout = '';
      let stderr = '';
      let partial = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (!onJson) return;
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('{')) continue;
          try {
            onJson(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // restic prints a non-JSON line now and then even with --json; progress can do without it.
          }
        }
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        // Kept short: a runaway run must not fill the memory with its messages.
        if (stderr.length < 64 * 1024) stderr += chunk;
      });
      let settled = false;
      const finish = (code: number | null, extra = '') => {
        if (settled) return;
        settled = true;
        resolve({ ok: code === 0, code, stdout, stderr: redact(stderr + extra), rawStderr: stderr + extra });
      };
      child.on('error', (error) => finish(null, `\n${error.message}`));
      child.on('close', (code) => finish(code));
    });
}

import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenericContainer, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';
import { baseImageArgs, IMAGES, REPO_ROOT } from './images.ts';

/** The SFTP host's and the REST server's names on the stack's network. */
export const SFTP_ALIAS = 'sftp-backups';
/** The SFTP account, and the file sshd reads its authorized keys from (start-sftp.sh). */
export const SFTP_ACCOUNT = 'offsite';
export const SFTP_AUTHORIZED_KEYS = '/etc/ssh/authorized_keys/offsite';
export const REST_ALIAS = 'rest-backups';
/** The SFTP account (tests/stack/backup-servers/Dockerfile) and the folder it may write, inside its chroot. */
const SFTP_USER = 'offsite';
const SFTP_FOLDER = '/backups';
const REST_PORT = 8000;
/** Where start-sftp.sh leaves the client's private key it made for this container. */
const CLIENT_KEY_IN_SERVER = '/backup-servers/client-key';
/** Where the key is mounted read-only into a gateway, as an operator mounts theirs (BACKUP_SSH_KEY_FILE). */
export const GATEWAY_KEY_FILE = '/run/secrets/backup-ssh-key';
/** The gateway image's user (node): it must be able to read the key, and ssh wants it to be the only one. */
const GATEWAY_UID = 1000;

export async function buildBackupServersImage(): Promise<void> {
  await GenericContainer.fromDockerfile(join(REPO_ROOT, 'tests/stack/backup-servers'))
    .withBuildArgs(baseImageArgs())
    .build(IMAGES.backupServers, { deleteOnExit: false });
}

/** A read-only file to mount into the gateway: what start-stack's `mounts` option takes. */
export interface ReadOnlyMount {
  source: string;
  target: string;
}

export interface BackupServer {
  container: StartedTestContainer;
  /** BACKUP_REPOSITORY for a repository named `name` on this server. */
  repository(name: string): string;
  /** The gateway's BACKUP_* environment for that repository (without the password). */
  gatewayEnv(name: string): Record<string, string>;
  /** What the gateway must have mounted to reach the server (the SFTP key), if anything. */
  mounts: ReadOnlyMount[];
  /**
   * restic's global options for reaching the server from inside a gateway container (`docker exec
   * … restic <options> snapshots`), with the key at GATEWAY_KEY_FILE.
   */
  resticOptions: string[];
  /** Stops the server: the repository is unreachable from then on. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * An SFTP host (Debian's openssh-server) on `network`: one account, SFTP only, chrooted, key only.
 * The key pair is made by the container when it starts, so each run has its own; the private key
 * comes back as a file on this machine, readable by the gateway's user alone, to mount read-only.
 */
export async function startSftpServer(network: StartedNetwork): Promise<BackupServer> {
  const container = await new GenericContainer(IMAGES.backupServers)
    .withNetwork(network)
    .withNetworkAliases(SFTP_ALIAS)
    .withCommand(['sh', '/backup-servers/start-sftp.sh'])
    .withWaitStrategy(Wait.forLogMessage(/Server listening on/))
    .start();
  const key = await container.exec(['cat', CLIENT_KEY_IN_SERVER]);
  if (key.exitCode !== 0) throw new Error(`the SFTP server made no client key: ${key.output}`);
  const keyDir = mkdtempSync(join(tmpdir(), 'backup-ssh-key-'));
  const keyFile = join(keyDir, 'id_ed25519');
  writeFileSync(keyFile, key.stdout, { mode: 0o400 });
  giveToGatewayUser(keyFile);
  const repository = (name: string) => `sftp:${SFTP_USER}@${SFTP_ALIAS}:${SFTP_FOLDER}/${name}`;
  const ssh = [
    'ssh',
    `${SFTP_USER}@${SFTP_ALIAS}`,
    `-i ${GATEWAY_KEY_FILE}`,
    '-o BatchMode=yes',
    '-o StrictHostKeyChecking=accept-new',
    '-o UserKnownHostsFile=/tmp/backup-test-known-hosts',
    '-s sftp',
  ].join(' ');
  return {
    container,
    repository,
    gatewayEnv: (name) => ({ BACKUP_REPOSITORY: repository(name), BACKUP_SSH_KEY_FILE: GATEWAY_KEY_FILE }),
    mounts: [{ source: keyFile, target: GATEWAY_KEY_FILE }],
    resticOptions: ['-o', `sftp.command=${ssh}`],
    stop: once(async () => {
      await container.stop().catch(() => undefined);
      rmSync(keyDir, { recursive: true, force: true });
    }),
  };
}

/**
 * A restic REST server (Debian's rclone, `rclone serve restic`) on `network`, over plain HTTP. A
 * second one on the same network needs an `alias` of its own: Docker shares a name between them.
 */
export async function startRestServer(network: StartedNetwork, alias = REST_ALIAS): Promise<BackupServer> {
  const container = await new GenericContainer(IMAGES.backupServers)
    .withNetwork(network)
    .withNetworkAliases(alias)
    .withCommand(['rclone', 'serve', 'restic', '--addr', `:${REST_PORT}`, '/srv/rest'])
    .withWaitStrategy(Wait.forLogMessage(/Serving restic REST API/))
    .start();
  const repository = (name: string) => `rest:http://${alias}:${REST_PORT}/${name}`;
  return {
    container,
    repository,
    gatewayEnv: (name) => ({ BACKUP_REPOSITORY: repository(name) }),
    mounts: [],
    resticOptions: [],
    stop: once(async () => {
      await container.stop().catch(() => undefined);
    }),
  };
}

/** The S3 storage's name on the network (a host name with dots, as the dashboard asks), its port, bucket and key pair (s3rver's own). */
export const S3_ALIAS = 's3.backups.test';
export const S3_PORT = 4568;
export const S3_BUCKET = 'okafor-backups';
export const S3_KEY = { id: 'S3RVER', secret: 'S3RVER' } as const;
/** Where the gateway's restic finds the CAs it trusts (Go reads Debian's bundle): the test mounts the S3 server's there. */
export const GATEWAY_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

export async function buildS3ServerImage(): Promise<void> {
  await GenericContainer.fromDockerfile(join(REPO_ROOT, 'tests/stack/s3-server'))
    .withBuildArgs(baseImageArgs())
    .build(IMAGES.s3Server, { deleteOnExit: false });
}

export interface S3Server {
  container: StartedTestContainer;
  /** The CA its certificate comes from, as a file on this machine to mount at GATEWAY_CA_BUNDLE. */
  caFile: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible storage (s3rver) on `network` over https, with the bucket S3_BUCKET made and a
 * certificate for S3_ALIAS from a CA the container makes when it starts (start-s3.sh).
 */
export async function startS3Server(network: StartedNetwork): Promise<S3Server> {
  const container = await new GenericContainer(IMAGES.s3Server)
    .withNetwork(network)
    .withNetworkAliases(S3_ALIAS)
    .withEnvironment({ S3_NAME: S3_ALIAS, S3_BUCKET })
    .withWaitStrategy(Wait.forLogMessage(/S3rver listening/))
    .start();
  const ca = await container.exec(['cat', '/s3/tls/ca.pem']);
  if (ca.exitCode !== 0) throw new Error(`the S3 server made no CA: ${ca.output}`);
  const folder = mkdtempSync(join(tmpdir(), 's3-server-ca-'));
  const caFile = join(folder, 'ca.pem');
  writeFileSync(caFile, ca.stdout, { mode: 0o444 });
  return {
    container,
    caFile,
    stop: once(async () => {
      await container.stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    }),
  };
}

/**
 * ssh refuses a key its user owns that others may read. Run as root (the CI machines), the file
 * becomes the gateway user's own; as another user, it stays that user's, readable to all, which
 * ssh accepts from a file it does not own.
 */
function giveToGatewayUser(file: string): void {
  const uid = process.getuid?.();
  if (uid === 0) chownSync(file, GATEWAY_UID, GATEWAY_UID);
  else if (uid !== GATEWAY_UID) chmodSync(file, 0o444);
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}

import { randomBytes } from 'node:crypto';
import type {
  BackupDestinationInput,
  BackupDestinationTestResult,
  BackupDestinationView,
} from '../../contract/backup-destination.ts';
import { s3Endpoint } from '../../contract/backup-destination.ts';
import type { OutboundAddresses } from '../http/outbound-address.ts';
import type { BackupDestinationStore, StoredBackupDestination } from './backup-destination-store.ts';
import type { BackupKeys } from './backup-keys.ts';
import type { BackupSettings } from './backup-settings.ts';
import { destinationProblem, otherProblem } from './destination-problems.ts';
import { type Restic, type ResticTarget, repositoryLabel } from './restic.ts';
import { repositoryMissing } from './restic-problems.ts';

/** A test that takes longer has its answer already: the storage does not answer. */
export const DESTINATION_TEST_TIMEOUT_MS = 60_000;

export interface BackupDestination {
  /** BACKUP_REPOSITORY is set: the dashboard shows it and changes nothing. */
  readonly fixedByEnvironment: boolean;
  /** What restic runs against now (read at each run: a save applies at once); undefined: folders on this machine. */
  target(): ResticTarget | undefined;
  view(): BackupDestinationView;
  /** Whether a secret key is stored that the typed bucket may use (same endpoint, bucket and key id). */
  secretKeyStoredFor(input: BackupDestinationInput): boolean;
  /** A private-network address the operator has not allowed, in words; else undefined. */
  hostRefusal(input: BackupDestinationInput): Promise<string | undefined>;
  /** restic against the typed destination, saving nothing: the storage's answer in words. */
  test(input: BackupDestinationInput): Promise<BackupDestinationTestResult>;
  /** Stores it (and the secret key); makes the backup password on the first save: that password, once, else null. */
  save(input: BackupDestinationInput): { password: string | null };
  /** The stored destination and its repository, for the recovery sheet. */
  stored(): { destination: StoredBackupDestination; repository: string } | undefined;
}

interface BackupDestinationDeps {
  environment: BackupSettings;
  store: BackupDestinationStore;
  keys: BackupKeys;
  outbound: Pick<OutboundAddresses, 'refusal'>;
  /** restic against a target (restic.ts's createRestic, with the known hosts and cache in place). */
  resticFor: (target: ResticTarget) => Restic;
}

/** The repository string restic is given for a destination typed in the dashboard. */
export function repositoryOf(destination: StoredBackupDestination): string {
  if (destination.kind === 'sftp') {
    // sftp://user@host:port//absolute or sftp://user@host:port/relative-to-home
    return `sftp://${destination.user}@${destination.host}:${destination.port}/${destination.path}`;
  }
  const endpoint = s3Endpoint(destination.endpoint);
  return `s3:${endpoint?.scheme ?? 'https'}://${endpoint?.host ?? destination.endpoint}/${destination.bucket}`;
}

const hostOf = (input: StoredBackupDestination) =>
  input.kind === 'sftp'
    ? input.host
    : (URL.parse(`${s3Endpoint(input.endpoint)?.scheme}://${s3Endpoint(input.endpoint)?.host}`)?.hostname ?? '');

const strip = (input: BackupDestinationInput): StoredBackupDestination =>
  input.kind === 's3'
    ? {
        kind: 's3',
        endpoint: input.endpoint,
        bucket: input.bucket,
        region: input.region,
        accessKeyId: input.accessKeyId,
      }
    : { kind: 'sftp', host: input.host, port: input.port, user: input.user, path: input.path };

/**
 * Where backups go when the server's BACKUP_REPOSITORY does not say: the owner's S3 bucket or
 * SFTP server, with its secrets in DATA_DIR/backup-keys (never in the database, an answer, a log
 * or a backup) and the backup password the gateway made.
 */
export function createBackupDestination({
  environment,
  store,
  keys,
  outbound,
  resticFor,
}: BackupDestinationDeps): BackupDestination {
  const fixedByEnvironment = environment.repository !== undefined;

  const sameBucket = (saved: StoredBackupDestination | undefined, typed: BackupDestinationInput) =>
    saved?.kind === 's3' &&
    typed.kind === 's3' &&
    saved.endpoint.toLowerCase() === typed.endpoint.toLowerCase() &&
    saved.bucket === typed.bucket &&
    saved.accessKeyId === typed.accessKeyId;

  /** The restic settings for a destination, with a password (the site's, or one for a test). */
  const targetOf = (
    destination: StoredBackupDestination,
    secretKey: string | undefined,
    password: ResticTarget['password'],
  ): ResticTarget => ({
    repository: repositoryOf(destination),
    password,
    sshKeyFile: destination.kind === 'sftp' ? keys.sshKeyFile() : undefined,
    providerEnv:
      destination.kind === 's3'
        ? {
            AWS_ACCESS_KEY_ID: destination.accessKeyId,
            AWS_SECRET_ACCESS_KEY: secretKey ?? '',
            ...(destination.region ? { AWS_DEFAULT_REGION: destination.region } : {}),
          }
        : {},
  });

  const secretFor = (input: BackupDestinationInput) =>
    input.kind === 's3'
      ? input.secretAccessKey || (sameBucket(store.get(), input) ? keys.s3SecretKey() : undefined)
      : undefined;

  return {
    fixedByEnvironment,
    target() {
      if (fixedByEnvironment) return environment;
      const saved = store.get();
      const passwordFile = keys.passwordFile();
      if (!saved || !passwordFile) return undefined;
      return targetOf(saved, keys.s3SecretKey(), { file: passwordFile });
    },
    view() {
      const sshPublicKey = keys.sshPublicKey();
      if (fixedByEnvironment) {
        return {
          source: 'environment',
          settings: null,
          secretKeySet: false,
          repository: repositoryLabel(environment.repository ?? ''),
          sshPublicKey,
        };
      }
      const saved = store.get();
      return {
        source: saved ? 'dashboard' : 'none',
        settings: saved ?? null,
        secretKeySet: saved?.kind === 's3' && keys.s3SecretKey() !== undefined,
        repository: saved ? repositoryOf(saved) : null,
        sshPublicKey,
      };
    },
    secretKeyStoredFor: (input) => sameBucket(store.get(), input) && keys.s3SecretKey() !== undefined,
    hostRefusal: (input) => outbound.refusal(hostOf(strip(input))),
    async test(input) {
      const destination = strip(input);
      const passwordFile = keys.passwordFile();
      // Before the first save there is no password yet: one for the test alone tells an empty
      // place (nothing there) from someone else's backups (the password does not open them).
      const password = passwordFile ? { file: passwordFile } : { value: randomBytes(24).toString('base64url') };
      const restic = resticFor(targetOf(destination, secretFor(input), password));
      const opened = await restic(['cat', 'config'], { timeoutMs: DESTINATION_TEST_TIMEOUT_MS });
      if (opened.ok) {
        return {
          ok: true,
          message: 'Connected. The backups already there open with this site’s password: new ones join them.',
        };
      }
      const refused = destinationProblem(opened, input.kind);
      if (refused) return { ok: false, ...refused };
      if (repositoryMissing(opened)) {
        return { ok: true, message: 'Connected, and the place is empty: the first backup sets it up.' };
      }
      if (opened.code === null && !/ENOENT/.test(opened.rawStderr)) {
        return {
          ok: false,
          field: input.kind === 's3' ? 'endpoint' : 'host',
          message: 'The storage did not answer within a minute. Check the address, and that this server can reach it.',
        };
      }
      return { ok: false, ...otherProblem(opened) };
    },
    save(input) {
      if (input.kind === 's3' && input.secretAccessKey) keys.saveS3SecretKey(input.secretAccessKey);
      store.save(strip(input));
      return { password: keys.makePassword() };
    },
    stored() {
      const saved = store.get();
      return saved && { destination: saved, repository: repositoryOf(saved) };
    },
  };
}

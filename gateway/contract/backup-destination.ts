/**
 * "Where backups go", set in the dashboard's Backups panel (`/api/admin/backups/destination`):
 * an S3-compatible bucket or an SFTP server, unless the server's BACKUP_REPOSITORY sets it, which
 * then wins. The secrets (the secret key, the SSH private key, the backup password) are never in
 * an answer, except the password in the answer to the save that made it, once.
 */

export const BACKUP_DESTINATION_KINDS = ['s3', 'sftp'] as const;
export type BackupDestinationKind = (typeof BACKUP_DESTINATION_KINDS)[number];

/** An S3-compatible bucket (Backblaze B2, Wasabi, Cloudflare R2, AWS S3…). */
export interface S3DestinationInput {
  kind: 's3';
  /** The provider's S3 endpoint, a host name or an https:// (or http://) address: `s3.us-west-004.backblazeb2.com`. */
  endpoint: string;
  bucket: string;
  /** Only some providers need it (AWS, Wasabi); '' leaves it out. */
  region: string;
  accessKeyId: string;
  /** '' keeps the stored one, for the same endpoint, bucket and key id only. */
  secretAccessKey: string;
}

/** An SFTP server (a NAS, a second server) that takes the key the gateway made. */
export interface SftpDestinationInput {
  kind: 'sftp';
  host: string;
  port: number;
  user: string;
  /** The folder on the server, `/backups/site` (or relative to the user's home). */
  path: string;
}

export type BackupDestinationInput = S3DestinationInput | SftpDestinationInput;
export type BackupDestinationField =
  | 'kind'
  | Exclude<keyof S3DestinationInput, 'kind'>
  | Exclude<keyof SftpDestinationInput, 'kind'>;

/** `GET /api/admin/backups/destination`. */
export interface BackupDestinationView {
  /** `dashboard`: set here; `environment`: BACKUP_REPOSITORY sets it and changes are refused; `none`: on this machine. */
  source: 'dashboard' | 'environment' | 'none';
  /** The destination in use without its secret key, or null. */
  settings: Omit<S3DestinationInput, 'secretAccessKey'> | SftpDestinationInput | null;
  /** Whether a secret key is stored for the saved bucket. */
  secretKeySet: boolean;
  /** The repository restic is given, without a secret: `sftp://backup@nas.example:22//backups/site`. */
  repository: string | null;
  /** The key the gateway made for SFTP, in OpenSSH's one-line form, to add to the server's authorized_keys. */
  sshPublicKey: string;
}

/** `POST /api/admin/backups/destination/test`: the storage's answer, in words. */
export interface BackupDestinationTestResult {
  ok: boolean;
  /** What restic found (a repository there, none yet, or why it could not get in), in plain words. */
  message: string;
  /** The field to fix, when the problem is one of them. */
  field?: BackupDestinationField;
}

/** The answer to `PUT /api/admin/backups/destination`. */
export interface BackupDestinationSaved {
  destination: BackupDestinationView;
  /** The backup password, only in the answer to the save that made it (the first); null after. */
  password: string | null;
  /** The one-page recovery sheet (plain text): what a restore needs, the password too when it is in this answer. */
  recoverySheet: string;
}

export const BACKUP_DESTINATION_TEXT_MAX_LENGTH = 300;
export const BACKUP_SECRET_MAX_LENGTH = 512;
export const DEFAULT_SFTP_PORT = 22;

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*$/i;
/** S3's own rule for a bucket's name (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,40}$/i;
const NO_SPACE = /^\S+$/;
const SFTP_USER = /^[a-z0-9._-]{1,64}$/i;
const SFTP_PATH = /^[^\s:'"\\]{1,300}$/;

/** The endpoint's host (and port) and scheme: `https://s3.example.com:9000/` → `{https, s3.example.com:9000}`. */
export function s3Endpoint(endpoint: string): { scheme: 'https' | 'http'; host: string } | undefined {
  const withScheme = /^[a-z]+:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`;
  const url = URL.parse(withScheme);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
  if (!HOST_NAME.test(url.hostname) && !/^\d{1,3}(\.\d{1,3}){3}$/.test(url.hostname)) return undefined;
  return { scheme: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}

/** A message per field that breaks a rule; the same on both sides. */
export function backupDestinationProblems(
  input: BackupDestinationInput,
  { secretKeyStored }: { secretKeyStored: boolean },
): Partial<Record<BackupDestinationField, string>> {
  const fields: Partial<Record<BackupDestinationField, string>> = {};
  if (input.kind === 's3') {
    if (!input.endpoint)
      fields.endpoint = 'Enter the S3 endpoint your provider gives, like s3.us-west-004.backblazeb2.com.';
    else if (!s3Endpoint(input.endpoint))
      fields.endpoint = 'Enter a host name, like s3.eu-central-1.wasabisys.com, without a path.';
    if (!BUCKET_NAME.test(input.bucket))
      fields.bucket = 'Enter the bucket’s name: 3 to 63 lower-case letters, digits, dots or hyphens.';
    if (input.region && !REGION.test(input.region)) fields.region = 'Enter a region like us-east-1, or leave it empty.';
    if (!input.accessKeyId) fields.accessKeyId = 'Enter the access key id (Backblaze calls it the keyID).';
    else if (!NO_SPACE.test(input.accessKeyId) || input.accessKeyId.length > BACKUP_SECRET_MAX_LENGTH)
      fields.accessKeyId = 'The access key id has no spaces; copy it again from your provider.';
    if (!input.secretAccessKey && !secretKeyStored)
      fields.secretAccessKey = 'Enter the secret key (Backblaze calls it the applicationKey).';
    else if (input.secretAccessKey.length > BACKUP_SECRET_MAX_LENGTH || /\s/.test(input.secretAccessKey))
      fields.secretAccessKey = 'The secret key has no spaces; copy it again from your provider.';
  } else {
    if (!input.host) fields.host = 'Enter the server’s name or address, like nas.example.com.';
    else if (!HOST_NAME.test(input.host) && !/^\d{1,3}(\.\d{1,3}){3}$/.test(input.host))
      fields.host = 'Enter a host name or an IPv4 address, without sftp:// or a path.';
    if (!Number.isInteger(input.port) || input.port < 1 || input.port > 65535)
      fields.port = 'Enter a port from 1 to 65535 (SSH’s is 22).';
    if (!SFTP_USER.test(input.user)) fields.user = 'Enter the user name on that server (letters, digits, . _ -).';
    if (!SFTP_PATH.test(input.path)) fields.path = 'Enter the folder, like /backups/site: no spaces, quotes or colons.';
  }
  return fields;
}

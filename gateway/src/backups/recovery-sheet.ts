import type { StoredBackupDestination } from './backup-destination-store.ts';

interface RecoverySheet {
  siteName: string;
  /** The site's address; undefined before it has one. */
  siteUrl: string | undefined;
  destination: StoredBackupDestination;
  repository: string;
  /** The password, on the sheet that goes with the save that made it; else null (the one saved then). */
  password: string | null;
  madeAt: string;
}

/**
 * The one page a restore needs, as plain text the owner downloads or prints: where the backups
 * are, the repository, the password, and the commands, onto a new server or with restic alone.
 */
export function recoverySheet({ siteName, siteUrl, destination, repository, password, madeAt }: RecoverySheet): string {
  const where =
    destination.kind === 's3'
      ? [
          `S3-compatible bucket "${destination.bucket}" at ${destination.endpoint}${destination.region ? ` (region ${destination.region})` : ''}`,
          `Access key id: ${destination.accessKeyId}`,
          'Secret key: in your storage provider’s account (make a new key there if it is lost).',
        ]
      : [
          `SFTP server ${destination.host}, port ${destination.port}, user ${destination.user}, folder ${destination.path}`,
          'Key: a new server makes its own; add its public key to that user’s authorized_keys.',
        ];
  const env =
    destination.kind === 's3'
      ? [
          `AWS_ACCESS_KEY_ID=${destination.accessKeyId}`,
          'AWS_SECRET_ACCESS_KEY=<the secret key, from your provider>',
          ...(destination.region ? [`AWS_DEFAULT_REGION=${destination.region}`] : []),
        ]
      : ['BACKUP_SSH_KEY_FILE=/run/secrets/backup-key'];
  const passwordLine = password ?? '<the backup password shown when backups were first set up>';
  return [
    `RECOVERY SHEET: backups of ${siteUrl ? `${siteName} (${siteUrl})` : siteName}`,
    `Made ${madeAt}. Keep it with your password manager, away from the server.`,
    '',
    'WHERE THE BACKUPS ARE',
    ...where.map((line) => `  ${line}`),
    `  Repository: ${repository}`,
    '',
    'BACKUP PASSWORD (without it no backup can be read)',
    `  ${passwordLine}`,
    '',
    'RESTORE ONTO A NEW SERVER',
    '  1. Install Docker and clone the website kit.',
    ...(destination.kind === 'sftp'
      ? [
          '  2. Make a key and let it in:  mkdir -p secrets && ssh-keygen -t ed25519 -N "" -f secrets/backup-key',
          `     add secrets/backup-key.pub to ~${destination.user}/.ssh/authorized_keys on ${destination.host},`,
          '     then: sudo chown 1000 secrets/backup-key && chmod 600 secrets/backup-key',
        ]
      : ['  2. Have the secret key of the bucket at hand (from your provider).']),
    '  3. Put these lines in .env beside docker-compose.yml:',
    `       BACKUP_REPOSITORY=${repository}`,
    `       BACKUP_PASSWORD=${passwordLine}`,
    ...env.map((line) => `       ${line}`),
    '  4. docker compose build',
    '     docker compose run --rm --no-deps gateway node dist/restore.mjs snapshots',
    '     docker compose run --rm --no-deps gateway node dist/restore.mjs latest',
    '     docker compose up -d',
    '  5. Sign in as before. To set backups from the dashboard again, remove the BACKUP_* lines and restart.',
    '',
    'READ THEM WITH RESTIC ALONE (any computer with restic)',
    `  restic -r ${repository} snapshots`,
    `  restic -r ${repository} restore latest --target ./restored`,
    destination.kind === 'sftp'
      ? `  (ssh must be able to log in as ${destination.user}@${destination.host}; restic asks for the password)`
      : '  (with AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY set as above; restic asks for the password)',
    '',
    'A backup holds the database (requests, the owner’s sign-in, the mail password), the signing',
    'secret, the pictures and the customers’ photos, encrypted with the password above.',
    '',
  ].join('\n');
}

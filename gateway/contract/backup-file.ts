/**
 * "Download a backup" and "Start from a backup file" (`/api/admin/backups/file…`): one file that
 * holds the whole site, encrypted with a passphrase the owner types, and a blank new install
 * restored from it on its first start.
 */

/** The shortest passphrase the gateway encrypts a backup file with. */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 12;
/** The longest (scrypt reads it all; a page of text is plenty). */
export const BACKUP_PASSPHRASE_MAX_LENGTH = 1024;

/** The largest backup file a restore takes (nginx's body limit for the restore route says the same). */
export const BACKUP_FILE_MAX_BYTES = 20 * 1024 ** 3;

/** The multipart fields of a restore: the passphrase first, then the file. */
export const BACKUP_FILE_FIELDS = { passphrase: 'passphrase', file: 'backup' } as const;

/** The name the downloaded file gets: `<prefix><YYYY-MM-DD>.<extension>`. */
export const BACKUP_FILE_NAME = { prefix: 'website-backup-', extension: 'paintsite-backup' } as const;

/** Error codes of the backup file's routes. */
export const BACKUP_FILE_ERRORS = {
  /** The passphrase does not open the file. */
  wrongPassphrase: 'backup_wrong_passphrase',
  /** The file is cut, changed, reordered, or not a backup file of this product. */
  damaged: 'backup_file_damaged',
  /** The site already holds data: a backup file restores only onto a blank install. */
  siteNotBlank: 'site_not_blank',
} as const;

/** `GET /api/admin/backups/restore`: whether this site may start from a backup file. */
export interface BackupRestoreOffer {
  /** True on a blank install: no quote requests, no change by the owner yet. */
  blank: boolean;
}

/** `POST /api/admin/backups/file`: the one-time address the browser downloads the file from. */
export interface BackupDownloadTicket {
  /** A path under /api/admin/backups/file/…, good once, for BACKUP_DOWNLOAD_TICKET_SECONDS. */
  url: string;
  expiresAt: string;
}

/** How long a download's one-time address stays good. */
export const BACKUP_DOWNLOAD_TICKET_SECONDS = 60;

/** `POST /api/admin/backups/restore`'s answer (202): the gateway restarts onto the restored site. */
export interface BackupRestoreAccepted {
  restarting: true;
  quoteRequests: number;
  pictures: number;
  quotePhotos: number;
}

/** Downloads a person may start per hour (each one copies the whole site). */
export const BACKUP_DOWNLOADS_PER_HOUR = 6;
/** Restores a person may try per hour (each one decrypts and checks a whole file). */
export const BACKUP_RESTORES_PER_HOUR = 10;

/**
 * What is wrong with the passphrase and its repetition, in words; empty when both are fine. The
 * gateway and the download form say the same.
 */
export function backupPassphraseProblems(passphrase: string, repeat: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const length = [...passphrase].length;
  if (length === 0) fields.passphrase = 'Type a passphrase to lock the backup file with.';
  else if (passphrase.trim().length !== passphrase.length)
    fields.passphrase = 'Leave out spaces at the start and end: they are easy to forget.';
  else if (length < BACKUP_PASSPHRASE_MIN_LENGTH)
    fields.passphrase = `Use at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters: a few words you will remember, like "blue porch ladder spring".`;
  else if (length > BACKUP_PASSPHRASE_MAX_LENGTH)
    fields.passphrase = `Use at most ${BACKUP_PASSPHRASE_MAX_LENGTH} characters.`;
  if (!fields.passphrase && repeat !== passphrase)
    fields.repeat = 'The two passphrases differ. Type the same one twice.';
  return fields;
}

import {
  BACKUP_FILE_FIELDS,
  type BackupDownloadTicket,
  type BackupRestoreAccepted,
} from '@painting-site/gateway/contract/backup-file';
import { apiClient } from '@/lib/api-client.ts';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/** "Download a backup": the one-time address the browser then saves the encrypted file from. */
export function askForBackupFile(passphrase: string, repeat: string): Promise<BackupDownloadTicket> {
  return apiClient.post<BackupDownloadTicket>(
    '/api/admin/backups/file',
    { passphrase, repeat },
    { authenticated: true },
  );
}

/** Where the gateway says whether this install is blank, and takes a backup file to start from. */
export const RESTORE_OFFER_PATH = '/api/admin/backups/restore';

/** Sends the backup file, passphrase first, for the gateway to check whole and restore. */
export function sendBackupFile(
  file: File,
  passphrase: string,
  options: Pick<UploadOptions, 'onProgress' | 'onSent'>,
): Promise<BackupRestoreAccepted> {
  const form = new FormData();
  form.append(BACKUP_FILE_FIELDS.passphrase, passphrase);
  form.append(BACKUP_FILE_FIELDS.file, file, file.name);
  return uploadWithProgress<BackupRestoreAccepted>(RESTORE_OFFER_PATH, form, options);
}

import type { BackupDestinationView } from '@painting-site/gateway/contract/backup-destination';
import { apiClient } from '@/lib/api-client.ts';

/** Where backups go (or that the server's BACKUP_REPOSITORY fixes it) and the SFTP key to paste; never a secret. */
export function getBackupDestination(signal: AbortSignal): Promise<BackupDestinationView> {
  return apiClient.get<BackupDestinationView>('/api/admin/backups/destination', { authenticated: true, signal });
}

import type {
  BackupDestinationInput,
  BackupDestinationSaved,
} from '@painting-site/gateway/contract/backup-destination';
import { apiClient } from '@/lib/api-client.ts';

/**
 * Saves the destination once restic could reach it (the gateway tests it first); the first save
 * answers with the backup password, once, and the recovery sheet. A refusal is a 400 beside the field.
 */
export function saveBackupDestination(input: BackupDestinationInput): Promise<BackupDestinationSaved> {
  return apiClient.put<BackupDestinationSaved>('/api/admin/backups/destination', input, { authenticated: true });
}

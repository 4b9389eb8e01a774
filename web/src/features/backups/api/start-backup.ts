import type { BackupStatus } from '@painting-site/gateway/contract/backups';
import { apiClient } from '@/lib/api-client.ts';

/**
 * "Back up now": the gateway starts a backup and answers (202) at once with the run under way;
 * while one is already running it answers with that one rather than starting a second.
 */
export function startBackup(): Promise<BackupStatus> {
  return apiClient.post<BackupStatus>('/api/admin/backups', undefined, { authenticated: true });
}

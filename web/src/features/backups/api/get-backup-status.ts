import type { BackupStatus } from '@painting-site/gateway/contract/backups';
import { apiClient } from '@/lib/api-client.ts';

/** Where the backups go, the last good one, the last failure and check, the next run and the run under way. */
export function getBackupStatus(signal: AbortSignal): Promise<BackupStatus> {
  return apiClient.get<BackupStatus>('/api/admin/backups', { authenticated: true, signal });
}

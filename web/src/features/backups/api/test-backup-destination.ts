import type {
  BackupDestinationInput,
  BackupDestinationTestResult,
} from '@painting-site/gateway/contract/backup-destination';
import { apiClient } from '@/lib/api-client.ts';

/** restic against the typed destination, saving nothing (up to a minute): the storage's answer in words. */
export function testBackupDestination(input: BackupDestinationInput): Promise<BackupDestinationTestResult> {
  return apiClient.post<BackupDestinationTestResult>('/api/admin/backups/destination/test', input, {
    authenticated: true,
  });
}

import type { SetupChecklist } from '@painting-site/gateway/contract/setup-checklist';
import { apiClient } from '@/lib/api-client.ts';

export function getSetupChecklist(signal: AbortSignal): Promise<SetupChecklist> {
  return apiClient.get<SetupChecklist>('/api/admin/setup', { authenticated: true, signal });
}

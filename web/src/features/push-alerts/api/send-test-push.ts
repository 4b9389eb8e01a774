import type { PushDevice } from '@painting-site/gateway/contract/push-alerts';
import { apiClient } from '@/lib/api-client.ts';

/** "Send a test": the device as it is after the push, its lastPush saying how it went; 404 once the push service dropped it. */
export function sendTestPush(id: number): Promise<PushDevice> {
  return apiClient.post<PushDevice>(`/api/admin/push/devices/${id}/test`, undefined, { authenticated: true });
}

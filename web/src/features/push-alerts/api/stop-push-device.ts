import { apiClient } from '@/lib/api-client.ts';

/** "Stop": the device gets no more alerts; a 404 means it was already gone. */
export function stopPushDevice(id: number): Promise<void> {
  return apiClient.delete<void>(`/api/admin/push/devices/${id}`, { authenticated: true });
}

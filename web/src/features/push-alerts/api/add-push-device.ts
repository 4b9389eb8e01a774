import type { PushDevice, PushDeviceSubscription } from '@painting-site/gateway/contract/push-alerts';
import { apiClient } from '@/lib/api-client.ts';

/** Lists this browser's subscription as a device that gets alerts; the same endpoint again updates it. */
export function addPushDevice(subscription: PushDeviceSubscription): Promise<PushDevice> {
  return apiClient.post<PushDevice>('/api/admin/push/devices', subscription, { authenticated: true });
}

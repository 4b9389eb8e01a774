import type { PushSettings } from '@painting-site/gateway/contract/push-alerts';
import { apiClient } from '@/lib/api-client.ts';

/** The key devices subscribe with, and the devices that get alerts. */
export function getPushSettings(signal: AbortSignal): Promise<PushSettings> {
  return apiClient.get<PushSettings>('/api/admin/push', { authenticated: true, signal });
}

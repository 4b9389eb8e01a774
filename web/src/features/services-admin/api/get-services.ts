import type { Service, ServicesResponse } from '@painting-site/gateway/contract/services';
import { apiClient } from '@/lib/api-client.ts';

/** Every service in display order. */
export async function getServices(signal: AbortSignal): Promise<Service[]> {
  const { services } = await apiClient.get<ServicesResponse>('/api/admin/services', {
    authenticated: true,
    signal,
  });
  return services;
}

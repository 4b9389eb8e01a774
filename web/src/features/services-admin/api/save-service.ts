import type { Service, ServiceInput } from '@painting-site/gateway/contract/services';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

export async function createService(input: ServiceInput): Promise<Service> {
  const service = await apiClient.post<Service>('/api/admin/services', input, { authenticated: true });
  forgetPublicContent();
  return service;
}

export async function updateService(id: number, input: ServiceInput): Promise<Service> {
  const service = await apiClient.put<Service>(`/api/admin/services/${id}`, input, { authenticated: true });
  forgetPublicContent();
  return service;
}

import type { ServiceIconName } from '@/config/service-icons.ts';
import { apiClient } from '@/lib/api-client.ts';
import { forgetLoadedResources } from '@/lib/use-resource.ts';
import type { Service } from './get-services.ts';

/** What the owner sends for a service; an empty slug is made from the title. */
export type ServiceInput = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  /** Null for none. */
  priceHint: string | null;
  icon: ServiceIconName;
};

export async function createService(input: ServiceInput): Promise<Service> {
  const service = await apiClient.post<Service>('/api/admin/services', input, { authenticated: true });
  forgetLoadedResources();
  return service;
}

export async function updateService(id: number, input: ServiceInput): Promise<Service> {
  const service = await apiClient.put<Service>(`/api/admin/services/${id}`, input, { authenticated: true });
  forgetLoadedResources();
  return service;
}

import type { ServiceIconName } from '@/config/service-icons.ts';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

export type Service = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Plain text; paragraphs are separated by a blank line. */
  description: string;
  priceHint: string | null;
  icon: ServiceIconName;
  position: number;
};

export const servicesResource: Resource<Service[]> = {
  key: 'services',
  what: 'the services',
  load: async () => (await apiClient.get<{ services: Service[] }>('/api/services')).services,
};

/** The services in display order. */
export function useServices() {
  return useResource(servicesResource);
}

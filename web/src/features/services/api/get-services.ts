import type { Service, ServicesResponse } from '@painting-site/gateway/contract/services';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

export const servicesResource: Resource<Service[]> = {
  key: 'services',
  what: 'the services',
  load: async () => (await apiClient.get<ServicesResponse>('/api/services')).services,
};

/** The services in display order. */
export function useServices() {
  return useResource(servicesResource);
}

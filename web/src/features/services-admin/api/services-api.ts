import type { Service, ServiceInput } from '@painting-site/gateway/contract/services';
import { orderedListApi } from '@/lib/ordered-list-api.ts';

/** The services, in the order the website shows them. */
export const servicesApi = orderedListApi<Service, ServiceInput>('/api/admin/services', 'services');

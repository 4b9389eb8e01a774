import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** The order of the services page: every service's id once, first shown first. */
export async function saveServiceOrder(ids: number[]): Promise<void> {
  await apiClient.put<void>('/api/admin/services/order', { ids }, { authenticated: true });
  forgetPublicContent();
}

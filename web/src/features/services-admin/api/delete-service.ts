import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

export async function deleteService(id: number): Promise<void> {
  await apiClient.delete<void>(`/api/admin/services/${id}`, { authenticated: true });
  forgetPublicContent();
}

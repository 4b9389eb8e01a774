import { apiClient } from '@/lib/api-client.ts';
import { forgetLoadedResources } from '@/lib/use-resource.ts';

export async function deleteService(id: number): Promise<void> {
  await apiClient.delete<void>(`/api/admin/services/${id}`, { authenticated: true });
  forgetLoadedResources();
}

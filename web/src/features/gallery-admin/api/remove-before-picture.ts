import { apiClient } from '@/lib/api-client.ts';

/** Takes a project's before picture away (the gateway deletes its files); the photo itself stays. */
export async function removeBeforePicture(id: number): Promise<void> {
  await apiClient.delete<void>(`/api/admin/gallery/${id}/before`, { authenticated: true });
}

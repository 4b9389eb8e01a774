import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

export async function deleteTestimonial(id: number): Promise<void> {
  await apiClient.delete<void>(`/api/admin/testimonials/${id}`, { authenticated: true });
  forgetPublicContent();
}

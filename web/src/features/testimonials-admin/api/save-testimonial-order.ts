import type { TestimonialOrderInput } from '@painting-site/gateway/contract/testimonials';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** The order of the home page's testimonials: every testimonial's id once, first shown first. */
export async function saveTestimonialOrder(ids: number[]): Promise<void> {
  await apiClient.put<void>('/api/admin/testimonials/order', { ids } satisfies TestimonialOrderInput, {
    authenticated: true,
  });
  forgetPublicContent();
}

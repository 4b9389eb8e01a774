import type { Testimonial, TestimonialsResponse } from '@painting-site/gateway/contract/testimonials';
import { apiClient } from '@/lib/api-client.ts';

/** Every testimonial in display order, shown on the home page or not. */
export async function getTestimonials(signal: AbortSignal): Promise<Testimonial[]> {
  const { testimonials } = await apiClient.get<TestimonialsResponse>('/api/admin/testimonials', {
    authenticated: true,
    signal,
  });
  return testimonials;
}

import type { Testimonial, TestimonialInput } from '@painting-site/gateway/contract/testimonials';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

export async function createTestimonial(input: TestimonialInput): Promise<Testimonial> {
  const testimonial = await apiClient.post<Testimonial>('/api/admin/testimonials', input, { authenticated: true });
  forgetPublicContent();
  return testimonial;
}

export async function updateTestimonial(id: number, input: TestimonialInput): Promise<Testimonial> {
  const testimonial = await apiClient.put<Testimonial>(`/api/admin/testimonials/${id}`, input, {
    authenticated: true,
  });
  forgetPublicContent();
  return testimonial;
}

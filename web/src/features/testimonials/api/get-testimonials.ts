import type { Testimonial, TestimonialsResponse } from '@painting-site/gateway/contract/testimonials';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

export const testimonialsResource: Resource<Testimonial[]> = {
  key: 'testimonials',
  what: 'what our customers say',
  load: async () => (await apiClient.get<TestimonialsResponse>('/api/testimonials')).testimonials,
};

export function useTestimonials() {
  return useResource(testimonialsResource);
}

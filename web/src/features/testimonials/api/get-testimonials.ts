import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

export type Testimonial = {
  id: number;
  name: string;
  town: string;
  quote: string;
  /** 1 to 5 stars. */
  rating: number;
};

export const testimonialsResource: Resource<Testimonial[]> = {
  key: 'testimonials',
  what: 'what our customers say',
  load: async () => (await apiClient.get<{ testimonials: Testimonial[] }>('/api/testimonials')).testimonials,
};

export function useTestimonials() {
  return useResource(testimonialsResource);
}

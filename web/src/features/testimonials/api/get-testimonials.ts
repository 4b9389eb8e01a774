import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { Testimonial } from '@painting-site/gateway/contract/testimonials';
import { usePublicContent } from '@/lib/use-public-content.ts';

const selectTestimonials = (content: PublicContent): Testimonial[] => content.testimonials;

export function useTestimonials() {
  return usePublicContent('what our customers say', selectTestimonials);
}

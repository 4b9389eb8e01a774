import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { Testimonial } from '@painting-site/gateway/contract/testimonials';
import { usePublicContent } from '@/lib/use-public-content.ts';

/** The gateway publishes only those shown on the home page; an older snapshot may carry them all. */
const selectTestimonials = (content: PublicContent): Testimonial[] =>
  content.testimonials.filter((testimonial) => testimonial.showOnHome !== false);

export function useTestimonials() {
  return usePublicContent('what our customers say', selectTestimonials);
}

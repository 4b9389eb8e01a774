import type { Testimonial, TestimonialInput } from '@painting-site/gateway/contract/testimonials';
import { orderedListApi } from '@/lib/ordered-list-api.ts';

/** Every testimonial in display order, shown on the home page or not. */
export const testimonialsApi = orderedListApi<Testimonial, TestimonialInput>('/api/admin/testimonials', 'testimonials');

import {
  type TestimonialMessages,
  testimonialMessages,
  trimTestimonial,
} from '@painting-site/gateway/contract/testimonial-rules';
import type { TestimonialInput } from '@painting-site/gateway/contract/testimonials';

// The contract's rules, the ones the gateway applies, so the owner reads the same message
// whichever side catches the slip.

export type TestimonialFormValues = {
  name: string;
  town: string;
  quote: string;
  /** As the select holds it: "1" to RATING_MAX. */
  rating: string;
  showOnHome: boolean;
};

/** The values as they are sent: trimmed, the rating a number. */
export function toTestimonialInput(values: TestimonialFormValues): TestimonialInput {
  return trimTestimonial({ ...values, rating: Number(values.rating) });
}

export function validateTestimonial(values: TestimonialFormValues): TestimonialMessages {
  return testimonialMessages(toTestimonialInput(values));
}

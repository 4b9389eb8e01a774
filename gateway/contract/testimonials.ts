/** Stars in a rating. */
export const RATING_MAX = 5;

export const TESTIMONIAL_NAME_MAX_LENGTH = 80;
export const TESTIMONIAL_TOWN_MAX_LENGTH = 80;
export const TESTIMONIAL_QUOTE_MIN_LENGTH = 1;
export const TESTIMONIAL_QUOTE_MAX_LENGTH = 600;

export interface Testimonial {
  id: number;
  name: string;
  town: string;
  quote: string;
  /** 1 to RATING_MAX stars. */
  rating: number;
  /** Shown on the home page; every testimonial counts in the rating summary either way. */
  showOnHome: boolean;
}

/** `GET /api/testimonials` (those shown on the home page) and `GET /api/admin/testimonials` (all, in order). */
export interface TestimonialsResponse {
  testimonials: Testimonial[];
}

/** What the owner sends for a testimonial: `POST /api/admin/testimonials`, `PUT /api/admin/testimonials/:id`. */
export type TestimonialInput = Omit<Testimonial, 'id'>;

/** `PUT /api/admin/testimonials/order`: every id once, in the new order. */
export interface TestimonialOrderInput {
  ids: number[];
}

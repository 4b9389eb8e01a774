/** Stars in a rating. */
export const RATING_MAX = 5;

export interface Testimonial {
  id: number;
  name: string;
  town: string;
  quote: string;
  /** 1 to RATING_MAX stars. */
  rating: number;
}

/** `GET /api/testimonials`. */
export interface TestimonialsResponse {
  testimonials: Testimonial[];
}

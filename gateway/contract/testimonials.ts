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

export type TestimonialField = 'name' | 'town' | 'quote' | 'rating';
export type TestimonialMessages = Partial<Record<TestimonialField, string>>;

/** The fields in the order the form shows them: the first with a message gets focus. */
export const TESTIMONIAL_FIELDS = ['name', 'town', 'quote', 'rating'] as const satisfies readonly TestimonialField[];

/** The owner's words for each slip, the same whichever side catches it. */
export const TESTIMONIAL_MESSAGES = {
  nameMissing: 'Give the customer’s name.',
  nameTooLong: `Names can be at most ${TESTIMONIAL_NAME_MAX_LENGTH} characters.`,
  townTooLong: `Towns can be at most ${TESTIMONIAL_TOWN_MAX_LENGTH} characters.`,
  quoteMissing: 'Write what the customer said.',
  quoteTooLong: `Quotes can be at most ${TESTIMONIAL_QUOTE_MAX_LENGTH} characters.`,
  rating: `Choose a rating from 1 to ${RATING_MAX} stars.`,
} as const;

/** The text fields as they are stored: trimmed. */
export function trimTestimonial(input: TestimonialInput): TestimonialInput {
  return { ...input, name: input.name.trim(), town: input.town.trim(), quote: input.quote.trim() };
}

/** A message per field that breaks a rule (trimmed values); empty when the testimonial can be saved. */
export function testimonialMessages(input: TestimonialInput): TestimonialMessages {
  const { name, town, quote, rating } = trimTestimonial(input);
  const messages: TestimonialMessages = {};
  if (name.length === 0) messages.name = TESTIMONIAL_MESSAGES.nameMissing;
  else if (name.length > TESTIMONIAL_NAME_MAX_LENGTH) messages.name = TESTIMONIAL_MESSAGES.nameTooLong;
  if (town.length > TESTIMONIAL_TOWN_MAX_LENGTH) messages.town = TESTIMONIAL_MESSAGES.townTooLong;
  if (quote.length < TESTIMONIAL_QUOTE_MIN_LENGTH) messages.quote = TESTIMONIAL_MESSAGES.quoteMissing;
  else if (quote.length > TESTIMONIAL_QUOTE_MAX_LENGTH) messages.quote = TESTIMONIAL_MESSAGES.quoteTooLong;
  if (!Number.isInteger(rating) || rating < 1 || rating > RATING_MAX) messages.rating = TESTIMONIAL_MESSAGES.rating;
  return messages;
}

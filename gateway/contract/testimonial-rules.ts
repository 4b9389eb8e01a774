import {
  RATING_MAX,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MIN_LENGTH,
  TESTIMONIAL_TOWN_MAX_LENGTH,
  type TestimonialInput,
} from './testimonials.ts';

// The rules for a testimonial, applied by the gateway and checked by the dashboard's form as the
// owner types. A module of their own: the public pages import testimonials.ts, and must not carry
// the dashboard's checks.

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

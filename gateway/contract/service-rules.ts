import {
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DESCRIPTION_MIN_LENGTH,
  SERVICE_PRICE_HINT_MAX_LENGTH,
  SERVICE_SLUG_MAX_LENGTH,
  SERVICE_SLUG_PATTERN,
  SERVICE_SUMMARY_MAX_LENGTH,
  SERVICE_SUMMARY_MIN_LENGTH,
  SERVICE_TITLE_MAX_LENGTH,
  SERVICE_TITLE_MIN_LENGTH,
  type ServiceInput,
} from './services.ts';

// The rules for a service, applied by the gateway and checked by the dashboard's form as the
// owner types. A module of its own: the public pages import services.ts, and must not carry the
// dashboard's checks. Only the gateway knows which web addresses are taken.

export type ServiceField = keyof ServiceInput;
export type ServiceMessages = Partial<Record<ServiceField, string>>;

/** The fields in the order the form shows them: the first with a message gets focus. */
export const SERVICE_FIELDS = [
  'title',
  'slug',
  'summary',
  'description',
  'priceHint',
  'icon',
] as const satisfies readonly ServiceField[];

/** The owner's words for each slip, the same whichever side catches it. */
export const SERVICE_MESSAGES = {
  titleMissing: 'Give the service a title.',
  titleTooLong: `Titles can be at most ${SERVICE_TITLE_MAX_LENGTH} characters.`,
  slugTooLong: `Web addresses can be at most ${SERVICE_SLUG_MAX_LENGTH} characters.`,
  slugPattern: 'Use lowercase letters, digits and hyphens, like interior-painting.',
  slugTaken: 'That address is already used by another service.',
  summaryTooShort: `Write a summary of at least ${SERVICE_SUMMARY_MIN_LENGTH} characters.`,
  summaryTooLong: `Summaries can be at most ${SERVICE_SUMMARY_MAX_LENGTH} characters.`,
  descriptionTooShort: `Describe the service in at least ${SERVICE_DESCRIPTION_MIN_LENGTH} characters.`,
  descriptionTooLong: `Descriptions can be at most ${SERVICE_DESCRIPTION_MAX_LENGTH} characters.`,
  priceHintTooLong: `Price hints can be at most ${SERVICE_PRICE_HINT_MAX_LENGTH} characters.`,
} as const;

/** "Deck & fence staining" → "deck-fence-staining": what the gateway makes of a title when the slug is left empty. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SERVICE_SLUG_MAX_LENGTH);
}

/** A service as it is stored: every text trimmed, an empty price hint none (null). */
export function tidyService(input: ServiceInput): ServiceInput {
  const priceHint = input.priceHint?.trim() ?? '';
  return {
    title: input.title.trim(),
    slug: input.slug.trim(),
    summary: input.summary.trim(),
    description: input.description.trim(),
    priceHint: priceHint === '' ? null : priceHint,
    icon: input.icon,
  };
}

function lengthMessage(text: string, min: number, max: number, tooShort: string, tooLong: string) {
  if (text.length < min) return tooShort;
  if (text.length > max) return tooLong;
  return undefined;
}

/** A message per field that breaks a rule (tidied values); empty when the service can be saved. */
export function serviceMessages(input: ServiceInput): ServiceMessages {
  const { title, slug, summary, description, priceHint } = tidyService(input);
  const messages: ServiceMessages = {
    title: lengthMessage(
      title,
      SERVICE_TITLE_MIN_LENGTH,
      SERVICE_TITLE_MAX_LENGTH,
      SERVICE_MESSAGES.titleMissing,
      SERVICE_MESSAGES.titleTooLong,
    ),
    summary: lengthMessage(
      summary,
      SERVICE_SUMMARY_MIN_LENGTH,
      SERVICE_SUMMARY_MAX_LENGTH,
      SERVICE_MESSAGES.summaryTooShort,
      SERVICE_MESSAGES.summaryTooLong,
    ),
    description: lengthMessage(
      description,
      SERVICE_DESCRIPTION_MIN_LENGTH,
      SERVICE_DESCRIPTION_MAX_LENGTH,
      SERVICE_MESSAGES.descriptionTooShort,
      SERVICE_MESSAGES.descriptionTooLong,
    ),
  };
  if (slug.length > SERVICE_SLUG_MAX_LENGTH) messages.slug = SERVICE_MESSAGES.slugTooLong;
  else if (slug !== '' && !SERVICE_SLUG_PATTERN.test(slug)) messages.slug = SERVICE_MESSAGES.slugPattern;
  if ((priceHint ?? '').length > SERVICE_PRICE_HINT_MAX_LENGTH) messages.priceHint = SERVICE_MESSAGES.priceHintTooLong;
  return Object.fromEntries(Object.entries(messages).filter(([, message]) => message)) as ServiceMessages;
}

import type { ServiceIcon, ServiceInput } from '@painting-site/gateway/contract/services';
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
} from '@painting-site/gateway/contract/services';

// The gateway's rules for a service, in its words, so the owner reads the same message
// whichever side catches the slip. The gateway still decides (and alone knows which web
// addresses are taken).

export type ServiceFormValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  priceHint: string;
  icon: ServiceIcon;
};

export type ServiceField = keyof ServiceFormValues;
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

function checkLength(text: string, min: number, max: number, tooShort: string, tooLong: string) {
  if (text.length < min) return tooShort;
  if (text.length > max) return tooLong;
  return undefined;
}

/** The values as they are sent: trimmed, and no price hint as null. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  const priceHint = values.priceHint.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    summary: values.summary.trim(),
    description: values.description.trim(),
    priceHint: priceHint === '' ? null : priceHint,
    icon: values.icon,
  };
}

export function validateService(values: ServiceFormValues): ServiceMessages {
  const input = toServiceInput(values);
  const messages: ServiceMessages = {
    title: checkLength(
      input.title,
      SERVICE_TITLE_MIN_LENGTH,
      SERVICE_TITLE_MAX_LENGTH,
      'Give the service a title.',
      `Titles can be at most ${SERVICE_TITLE_MAX_LENGTH} characters.`,
    ),
    summary: checkLength(
      input.summary,
      SERVICE_SUMMARY_MIN_LENGTH,
      SERVICE_SUMMARY_MAX_LENGTH,
      `Write a summary of at least ${SERVICE_SUMMARY_MIN_LENGTH} characters.`,
      `Summaries can be at most ${SERVICE_SUMMARY_MAX_LENGTH} characters.`,
    ),
    description: checkLength(
      input.description,
      SERVICE_DESCRIPTION_MIN_LENGTH,
      SERVICE_DESCRIPTION_MAX_LENGTH,
      `Describe the service in at least ${SERVICE_DESCRIPTION_MIN_LENGTH} characters.`,
      `Descriptions can be at most ${SERVICE_DESCRIPTION_MAX_LENGTH} characters.`,
    ),
  };
  if (input.slug.length > SERVICE_SLUG_MAX_LENGTH) {
    messages.slug = `Web addresses can be at most ${SERVICE_SLUG_MAX_LENGTH} characters.`;
  } else if (input.slug !== '' && !SERVICE_SLUG_PATTERN.test(input.slug)) {
    messages.slug = 'Use lowercase letters, digits and hyphens, like interior-painting.';
  }
  if ((input.priceHint ?? '').length > SERVICE_PRICE_HINT_MAX_LENGTH) {
    messages.priceHint = `Price hints can be at most ${SERVICE_PRICE_HINT_MAX_LENGTH} characters.`;
  }
  return Object.fromEntries(Object.entries(messages).filter(([, message]) => message)) as ServiceMessages;
}

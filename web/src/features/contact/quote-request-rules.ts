import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import {
  QUOTE_ADDRESS_MAX_LENGTH,
  QUOTE_ADDRESS_MIN_LENGTH,
  QUOTE_DETAILS_MAX_LENGTH,
  QUOTE_DETAILS_MIN_LENGTH,
  QUOTE_EMAIL_MAX_LENGTH,
  QUOTE_NAME_MAX_LENGTH,
  QUOTE_NAME_MIN_LENGTH,
  QUOTE_PHONE_MAX_DIGITS,
  QUOTE_PHONE_MIN_DIGITS,
} from '@painting-site/gateway/contract/quote-requests';

// The gateway's rules for a quote request, in its words, so the visitor reads the same message
// whichever side catches the slip. The gateway still decides.

/**
 * What the visitor fills in: the request less the form token and the honeypot, which the form
 * adds, and the photos and lead source, which are not typed.
 */
export type QuoteFormValues = Omit<QuoteRequest, 'formToken' | 'website' | 'photos' | 'source'>;

export type QuoteField = keyof QuoteFormValues;
export type QuoteFieldMessages = Partial<Record<QuoteField, string>>;

/** The fields in the order the form shows them: the first with a message gets focus. */
export const QUOTE_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'address',
  'service',
  'details',
  'preferredContact',
] as const satisfies readonly QuoteField[];

export const REPLY_NEEDED_MESSAGE = 'Enter an email address or a phone number so we can reply.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

function checkName(name: string): string | undefined {
  if (name.length < QUOTE_NAME_MIN_LENGTH) return 'Enter your name.';
  if (name.length > QUOTE_NAME_MAX_LENGTH) return `Your name can be at most ${QUOTE_NAME_MAX_LENGTH} characters.`;
  return undefined;
}

function checkEmail(email: string): string | undefined {
  if (email === '') return undefined;
  if (email.length > QUOTE_EMAIL_MAX_LENGTH) return 'That email address is too long.';
  if (!EMAIL_PATTERN.test(email)) return 'Enter an email address like name@example.com.';
  return undefined;
}

function checkPhone(phone: string): string | undefined {
  if (phone === '') return undefined;
  if (!PHONE_CHARACTERS.test(phone)) return 'Enter a phone number using digits.';
  const digits = phone.replace(/\D/g, '').length;
  if (digits < QUOTE_PHONE_MIN_DIGITS || digits > QUOTE_PHONE_MAX_DIGITS) {
    return `Enter a phone number of ${QUOTE_PHONE_MIN_DIGITS} to ${QUOTE_PHONE_MAX_DIGITS} digits.`;
  }
  return undefined;
}

function checkAddress(address: string): string | undefined {
  if (address.length < QUOTE_ADDRESS_MIN_LENGTH) return 'Enter the street address or ZIP code of the job.';
  if (address.length > QUOTE_ADDRESS_MAX_LENGTH) {
    return `The address can be at most ${QUOTE_ADDRESS_MAX_LENGTH} characters.`;
  }
  return undefined;
}

function checkDetails(details: string): string | undefined {
  if (details.length < QUOTE_DETAILS_MIN_LENGTH) {
    return `Tell us a little about the project (at least ${QUOTE_DETAILS_MIN_LENGTH} characters).`;
  }
  if (details.length > QUOTE_DETAILS_MAX_LENGTH) {
    return `Project details can be at most ${QUOTE_DETAILS_MAX_LENGTH} characters.`;
  }
  return undefined;
}

/** The way to reply must be one the visitor gave: an email for email, a phone for a call or a text. */
function checkPreferredContact({ email, phone, preferredContact }: QuoteFormValues): string | undefined {
  if (email === '' && phone === '') return undefined; // the email-or-phone message says it already
  if (preferredContact === 'email' && email === '') return 'Add your email address, or choose phone or text.';
  if (preferredContact !== 'email' && phone === '') return 'Add your phone number, or choose email.';
  return undefined;
}

/** Values as they are sent: text trimmed at both ends. */
export function trimQuoteValues(values: QuoteFormValues): QuoteFormValues {
  return {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    details: values.details.trim(),
  };
}

/** What is wrong with one field, judged on trimmed values (some rules look at two fields). */
export function checkQuoteField(field: QuoteField, raw: QuoteFormValues): string | undefined {
  const values = trimQuoteValues(raw);
  const noWayToReply = values.email === '' && values.phone === '';
  switch (field) {
    case 'name':
      return checkName(values.name);
    case 'email':
      return noWayToReply ? REPLY_NEEDED_MESSAGE : checkEmail(values.email);
    case 'phone':
      return noWayToReply ? REPLY_NEEDED_MESSAGE : checkPhone(values.phone);
    case 'address':
      return checkAddress(values.address);
    case 'service':
      return undefined; // chosen from the list
    case 'details':
      return checkDetails(values.details);
    case 'preferredContact':
      return checkPreferredContact(values);
  }
}

/** Every field's message, empty when the request can be sent. */
export function validateQuoteRequest(values: QuoteFormValues): QuoteFieldMessages {
  const messages: QuoteFieldMessages = {};
  for (const field of QUOTE_FIELD_ORDER) {
    const message = checkQuoteField(field, values);
    if (message) messages[field] = message;
  }
  return messages;
}

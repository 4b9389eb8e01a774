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
  QUOTE_SERVICE_MAX_LENGTH,
  type QuoteRequestSubmission,
} from './quote-requests.ts';
import { EMAIL_PATTERN } from './text-rules.ts';

// The rules for a quote request, applied by the gateway and checked by the contact form as the
// visitor types. A module of its own: the public pages import quote-requests.ts for its types and
// limits. Only the gateway knows which services exist.

/**
 * What the visitor fills in: the request less the form token and the honeypot, which the form
 * adds, and the photos and lead source, which are not typed. An email or phone not given is "".
 */
export type QuoteFormValues = Omit<QuoteRequestSubmission, 'formToken' | 'website' | 'photos' | 'source'>;

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

/** The visitor's words for each slip, the same whichever side catches it. */
export const QUOTE_REQUEST_MESSAGES = {
  nameMissing: 'Enter your name.',
  nameTooLong: `Your name can be at most ${QUOTE_NAME_MAX_LENGTH} characters.`,
  nameOneLine: 'Your name must be a single line of text.',
  emailTooLong: 'That email address is too long.',
  emailFormat: 'Enter an email address like name@example.com.',
  phoneCharacters: 'Enter a phone number using digits.',
  phoneDigits: `Enter a phone number of ${QUOTE_PHONE_MIN_DIGITS} to ${QUOTE_PHONE_MAX_DIGITS} digits.`,
  replyNeeded: 'Enter an email address or a phone number so we can reply.',
  addressMissing: 'Enter the street address or ZIP code of the job.',
  addressTooLong: `The address can be at most ${QUOTE_ADDRESS_MAX_LENGTH} characters.`,
  addressOneLine: 'The address must be a single line of text.',
  serviceUnknown: 'Choose a service from the list.',
  detailsMissing: `Tell us a little about the project (at least ${QUOTE_DETAILS_MIN_LENGTH} characters).`,
  detailsTooLong: `Project details can be at most ${QUOTE_DETAILS_MAX_LENGTH} characters.`,
  emailForReplyMissing: 'Add your email address, or choose phone or text.',
  phoneForReplyMissing: 'Add your phone number, or choose email.',
} as const;

export const REPLY_NEEDED_MESSAGE = QUOTE_REQUEST_MESSAGES.replyNeeded;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
// Control characters have no place in a name or an address, and are how e-mail header injection starts.
const CONTROL_CHARACTER = /\p{Cc}/u;

function checkName(name: string): string | undefined {
  if (name.length < QUOTE_NAME_MIN_LENGTH) return QUOTE_REQUEST_MESSAGES.nameMissing;
  if (name.length > QUOTE_NAME_MAX_LENGTH) return QUOTE_REQUEST_MESSAGES.nameTooLong;
  if (CONTROL_CHARACTER.test(name)) return QUOTE_REQUEST_MESSAGES.nameOneLine;
  return undefined;
}

function checkEmail(email: string): string | undefined {
  if (email === '') return undefined;
  if (email.length > QUOTE_EMAIL_MAX_LENGTH) return QUOTE_REQUEST_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return QUOTE_REQUEST_MESSAGES.emailFormat;
  return undefined;
}

function checkPhone(phone: string): string | undefined {
  if (phone === '') return undefined;
  if (!PHONE_CHARACTERS.test(phone)) return QUOTE_REQUEST_MESSAGES.phoneCharacters;
  const digits = phone.replace(/\D/g, '').length;
  if (digits < QUOTE_PHONE_MIN_DIGITS || digits > QUOTE_PHONE_MAX_DIGITS) return QUOTE_REQUEST_MESSAGES.phoneDigits;
  return undefined;
}

function checkAddress(address: string): string | undefined {
  if (address.length < QUOTE_ADDRESS_MIN_LENGTH) return QUOTE_REQUEST_MESSAGES.addressMissing;
  if (address.length > QUOTE_ADDRESS_MAX_LENGTH) return QUOTE_REQUEST_MESSAGES.addressTooLong;
  if (CONTROL_CHARACTER.test(address)) return QUOTE_REQUEST_MESSAGES.addressOneLine;
  return undefined;
}

function checkDetails(details: string): string | undefined {
  if (details.length < QUOTE_DETAILS_MIN_LENGTH) return QUOTE_REQUEST_MESSAGES.detailsMissing;
  if (details.length > QUOTE_DETAILS_MAX_LENGTH) return QUOTE_REQUEST_MESSAGES.detailsTooLong;
  return undefined;
}

/** The way to reply must be one the visitor gave: an email for email, a phone for a call or a text. */
function checkPreferredContact({ email, phone, preferredContact }: QuoteFormValues): string | undefined {
  if (email === '' && phone === '') return undefined; // the email-or-phone message says it already
  if (preferredContact === 'email' && email === '') return QUOTE_REQUEST_MESSAGES.emailForReplyMissing;
  if (preferredContact !== 'email' && phone === '') return QUOTE_REQUEST_MESSAGES.phoneForReplyMissing;
  return undefined;
}

/** Values as they are sent: text trimmed at both ends. */
export function trimQuoteValues<Values extends QuoteFormValues>(values: Values): Values {
  return {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    service: values.service.trim(),
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
      // Chosen from the list; whether it exists only the gateway knows.
      return values.service.length > QUOTE_SERVICE_MAX_LENGTH ? QUOTE_REQUEST_MESSAGES.serviceUnknown : undefined;
    case 'details':
      return checkDetails(values.details);
    case 'preferredContact':
      return checkPreferredContact(values);
  }
}

/** Every field's message, empty when the request can be sent. */
export function quoteRequestMessages(values: QuoteFormValues): QuoteFieldMessages {
  const messages: QuoteFieldMessages = {};
  for (const field of QUOTE_FIELD_ORDER) {
    const message = checkQuoteField(field, values);
    if (message) messages[field] = message;
  }
  return messages;
}

import {
  BUSINESS_ADDRESS_PART_MAX_LENGTH,
  BUSINESS_EMAIL_MAX_LENGTH,
  BUSINESS_LICENCE_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  BUSINESS_NAME_MIN_LENGTH,
  BUSINESS_PHONE_MAX_LENGTH,
  BUSINESS_PHONE_PATTERN,
  BUSINESS_TAGLINE_MAX_LENGTH,
  type BusinessDetails,
  COUNTRY_CODES,
  FOUNDED_YEAR_MIN,
  SERVICE_AREA_MAX_PLACES,
  SERVICE_AREA_PLACE_MAX_LENGTH,
  SOCIAL_LINK_URL_MAX_LENGTH,
  SOCIAL_LINKS_MAX,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from './business.ts';
import { hoursMessages } from './opening-hours-rules.ts';
import { EMAIL_PATTERN } from './text-rules.ts';

// The rules for the business details, applied by the gateway and checked by the dashboard's form
// as the owner types. A module of its own: the public pages import business.ts, and must not carry
// the dashboard's checks. Messages are keyed by the path of the field: "name", "address.city",
// "hours.0.closes", "social.1.url".

export type BusinessMessages = Record<string, string>;

/** What the owner sends: every fact but the read-only hours text. */
export type BusinessDetailsInput = Omit<BusinessDetails, 'hoursText'>;

/** The message for a value that is none of a list's (only an API client can send one: the form offers the list). */
const oneOf = (choices: readonly string[]) => `Choose one of: ${choices.join(', ')}.`;
const isOneOf = (choices: readonly string[], value: string) => choices.includes(value);

const WEB_ADDRESS_PATTERN = /^https:\/\/[^\s<>"']+$/;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The details as they are stored: every text trimmed. */
export function tidyBusinessDetails<Details extends BusinessDetailsInput>(details: Details): Details {
  return {
    ...details,
    name: details.name.trim(),
    tagline: details.tagline.trim(),
    phone: details.phone.trim(),
    email: details.email.trim(),
    address: {
      street: details.address.street.trim(),
      city: details.address.city.trim(),
      region: details.address.region.trim(),
      postalCode: details.address.postalCode.trim(),
      country: details.address.country,
    },
    serviceArea: details.serviceArea.map((place) => place.trim()),
    hours: details.hours.map((day) => ({ ...day, opens: day.opens.trim(), closes: day.closes.trim() })),
    licence: details.licence.trim(),
    social: details.social.map(({ network, url }) => ({ network, url: url.trim() })),
  };
}

/**
 * A message per field that breaks a rule, keyed by its path; empty when the details can be saved.
 * Expects tidied details (see tidyBusinessDetails); a year after `currentYear` has not happened yet.
 */
export function businessMessages(
  details: BusinessDetailsInput,
  currentYear = new Date().getFullYear(),
): BusinessMessages {
  const messages: BusinessMessages = {};
  const say = (path: string, message: string | undefined) => {
    if (message && !messages[path]) messages[path] = message;
  };
  const line = (text: string, max: number, label: string) => {
    if (text.length > max) return `${label} can be at most ${max} characters.`;
    if (CONTROL_CHARACTER.test(text)) return `${label} must be a single line.`;
    return undefined;
  };

  say('name', line(details.name, BUSINESS_NAME_MAX_LENGTH, 'The name'));
  if (details.name.length < BUSINESS_NAME_MIN_LENGTH) say('name', 'Enter the business name.');
  say('tagline', line(details.tagline, BUSINESS_TAGLINE_MAX_LENGTH, 'The tagline'));
  say('phone', line(details.phone, BUSINESS_PHONE_MAX_LENGTH, 'The phone number'));
  if (details.phone !== '' && !BUSINESS_PHONE_PATTERN.test(details.phone)) {
    say('phone', 'Enter a phone number using digits.');
  }
  say('email', line(details.email, BUSINESS_EMAIL_MAX_LENGTH, 'The email address'));
  if (details.email !== '' && !EMAIL_PATTERN.test(details.email)) {
    say('email', 'Enter an email address like name@example.com.');
  }

  const { street, city, region, postalCode } = details.address;
  say('address.street', line(street, BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The street'));
  say('address.city', line(city, BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The city'));
  say('address.region', line(region, BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The state'));
  say('address.postalCode', line(postalCode, BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The ZIP code'));

  if (details.serviceArea.length > SERVICE_AREA_MAX_PLACES) {
    say('serviceArea', `List at most ${SERVICE_AREA_MAX_PLACES} places.`);
  }
  details.serviceArea.forEach((place, index) => {
    say(`serviceArea.${index}`, line(place, SERVICE_AREA_PLACE_MAX_LENGTH, 'A place name'));
    if (place === '') say(`serviceArea.${index}`, 'Enter the place name or remove the row.');
  });

  if (!isOneOf(COUNTRY_CODES, details.address.country)) say('address.country', oneOf(COUNTRY_CODES));

  details.hours.forEach(({ day }, index) => {
    if (!isOneOf(WEEKDAYS, day)) say(`hours.${index}.day`, oneOf(WEEKDAYS));
  });
  for (const [path, message] of Object.entries(hoursMessages(details.hours))) {
    say(path === '' ? 'hours' : `hours.${path}`, message);
  }

  say('licence', line(details.licence, BUSINESS_LICENCE_MAX_LENGTH, 'The licence line'));

  const year = details.foundedYear;
  if (year !== null) {
    if (!Number.isInteger(year)) say('foundedYear', 'Enter a year.');
    else if (year < FOUNDED_YEAR_MIN) say('foundedYear', `Enter a year after ${FOUNDED_YEAR_MIN}.`);
    else if (year > currentYear) say('foundedYear', 'That year has not happened yet.');
  }

  if (details.social.length > SOCIAL_LINKS_MAX) say('social', `At most ${SOCIAL_LINKS_MAX} social links.`);
  details.social.forEach(({ network, url }, index) => {
    if (!isOneOf(SOCIAL_NETWORKS, network)) say(`social.${index}.network`, oneOf(SOCIAL_NETWORKS));
    if (url.length > SOCIAL_LINK_URL_MAX_LENGTH) {
      say(`social.${index}.url`, `Addresses can be at most ${SOCIAL_LINK_URL_MAX_LENGTH} characters.`);
    } else if (!WEB_ADDRESS_PATTERN.test(url)) {
      say(`social.${index}.url`, 'Enter the full address, starting with https://');
    }
  });

  return messages;
}

import { WEEKDAYS } from '@painting-site/gateway/contract/business';
import { EMAIL_PATTERN } from '@painting-site/gateway/contract/text-rules';

// A structural schema.org check of the business's JSON-LD, for the properties the site uses:
// each one's @type, its required parts and the formats of its values. Anything else is a problem,
// so a property added without a rule here fails the tests that use it.

const DAY_URLS = new Set(WEEKDAYS.map((day) => `https://schema.org/${day}`));
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const TELEPHONE = /^\+\d{7,15}$/;
const YEAR = /^\d{4}(-\d{2}(-\d{2})?)?$/;

type Problems = string[];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function absoluteOn(siteUrl: string) {
  return (value: unknown) => {
    if (!isText(value)) return false;
    try {
      return new URL(value).origin === new URL(siteUrl).origin && value.startsWith(`${siteUrl}/`);
    } catch {
      return false;
    }
  };
}

function checkAddress(address: unknown, problems: Problems) {
  if (!isObject(address)) return void problems.push('address: not an object');
  if (address['@type'] !== 'PostalAddress') problems.push('address: @type is not PostalAddress');
  if (!COUNTRY_CODE.test(String(address.addressCountry)))
    problems.push('address.addressCountry: not a two-letter code');
  const known = new Set(['@type', 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']);
  for (const [key, value] of Object.entries(address)) {
    if (!known.has(key)) problems.push(`address.${key}: not a property the site uses`);
    else if (!isText(value)) problems.push(`address.${key}: not a non-empty text`);
  }
}

function checkOpeningHours(specification: unknown, problems: Problems) {
  if (!Array.isArray(specification) || specification.length === 0) {
    return void problems.push('openingHoursSpecification: not a non-empty list');
  }
  const seen = new Set<string>();
  for (const [index, entry] of specification.entries()) {
    const at = `openingHoursSpecification[${index}]`;
    if (!isObject(entry)) {
      problems.push(`${at}: not an object`);
      continue;
    }
    if (entry['@type'] !== 'OpeningHoursSpecification') problems.push(`${at}: @type is not OpeningHoursSpecification`);
    const days = asList(entry.dayOfWeek);
    if (days.length === 0) problems.push(`${at}.dayOfWeek: missing`);
    for (const day of days) {
      if (typeof day !== 'string' || !DAY_URLS.has(day))
        problems.push(`${at}.dayOfWeek: ${String(day)} is not a schema.org day`);
      else if (seen.has(day)) problems.push(`${at}.dayOfWeek: ${day} listed twice`);
      else seen.add(day);
    }
    const { opens, closes } = entry;
    if (typeof opens !== 'string' || !TIME.test(opens)) problems.push(`${at}.opens: not HH:MM`);
    if (typeof closes !== 'string' || !TIME.test(closes)) problems.push(`${at}.closes: not HH:MM`);
    const closedAllDay = opens === '00:00' && closes === '00:00';
    if (!closedAllDay && String(closes) <= String(opens)) problems.push(`${at}: closes before it opens`);
    const extra = Object.keys(entry).filter((key) => !['@type', 'dayOfWeek', 'opens', 'closes'].includes(key));
    if (extra.length > 0) problems.push(`${at}: unexpected ${extra.join(', ')}`);
  }
}

/** What is wrong with the HousePainter JSON-LD of a site at `siteUrl` (no trailing slash); empty when nothing. */
export function schemaOrgProblems(data: unknown, siteUrl: string): Problems {
  const problems: Problems = [];
  if (!isObject(data)) return ['not a JSON object'];
  const onSite = absoluteOn(siteUrl);
  const rules: Record<string, (value: unknown) => void> = {
    '@context': (value) => value === 'https://schema.org' || problems.push('@context: not https://schema.org'),
    '@type': (value) => value === 'HousePainter' || problems.push('@type: not HousePainter'),
    name: (value) => isText(value) || problems.push('name: missing'),
    description: (value) => isText(value) || problems.push('description: not a text'),
    url: (value) => value === `${siteUrl}/` || problems.push(`url: not ${siteUrl}/`),
    logo: (value) => onSite(value) || problems.push('logo: not an absolute URL on the site'),
    image: (value) => asList(value).every(onSite) || problems.push('image: not absolute URLs on the site'),
    telephone: (value) => TELEPHONE.test(String(value)) || problems.push('telephone: not +digits'),
    email: (value) => EMAIL_PATTERN.test(String(value)) || problems.push('email: not an address'),
    address: (value) => checkAddress(value, problems),
    areaServed: (value) =>
      (Array.isArray(value) && value.every(isText)) || problems.push('areaServed: not a list of places'),
    openingHoursSpecification: (value) => checkOpeningHours(value, problems),
    foundingDate: (value) => YEAR.test(String(value)) || problems.push('foundingDate: not an ISO 8601 date'),
    sameAs: (value) =>
      (Array.isArray(value) && value.every((url) => isText(url) && /^https:\/\/[^\s]+$/.test(url))) ||
      problems.push('sameAs: not a list of https URLs'),
  };
  for (const required of ['@context', '@type', 'name', 'url', 'address']) {
    if (!(required in data)) problems.push(`${required}: missing`);
  }
  for (const [key, value] of Object.entries(data)) {
    const rule = rules[key];
    if (rule) rule(value);
    // aggregateRating and review among them: self-serving on the business's own site.
    else problems.push(`${key}: not a property the site may use`);
  }
  return problems;
}

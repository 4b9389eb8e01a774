import type { BusinessDetails, SocialNetwork } from '@painting-site/gateway/contract/business';
import { PLACEHOLDER_BUSINESS_NAME } from '@painting-site/gateway/contract/setup-checklist';
import { readYear } from './business-rules.ts';

// The form keeps each row of a list under a key of its own, so removing one row never hands
// its neighbour's text (or focus) to another.

export type PlaceRow = { key: number; place: string };
export type HoursRow = { key: number; days: string; hours: string };
export type SocialRow = { key: number; network: SocialNetwork; url: string };

export type BusinessFormValues = Omit<BusinessDetails, 'serviceArea' | 'hours' | 'social' | 'foundedYear'> & {
  serviceArea: PlaceRow[];
  hours: HoursRow[];
  social: SocialRow[];
  /** As typed; read as a year on saving. */
  foundedYear: string;
};

let lastRowKey = 0;

export function nextRowKey(): number {
  lastRowKey += 1;
  return lastRowKey;
}

export function toFormValues(details: BusinessDetails): BusinessFormValues {
  return {
    ...details,
    // A blank site's stand-in name is no name: the field starts empty, with an example in grey.
    name: details.name === PLACEHOLDER_BUSINESS_NAME ? '' : details.name,
    address: { ...details.address },
    serviceArea: details.serviceArea.map((place) => ({ key: nextRowKey(), place })),
    hours: details.hours.map(({ days, hours }) => ({ key: nextRowKey(), days, hours })),
    social: details.social.map(({ network, url }) => ({ key: nextRowKey(), network, url })),
    foundedYear: details.foundedYear === null ? '' : String(details.foundedYear),
  };
}

export function toDetails(values: BusinessFormValues): BusinessDetails {
  return {
    name: values.name,
    tagline: values.tagline,
    phone: values.phone,
    email: values.email,
    address: { ...values.address },
    serviceArea: values.serviceArea.map(({ place }) => place),
    hours: values.hours.map(({ days, hours }) => ({ days, hours })),
    licence: values.licence,
    foundedYear: readYear(values.foundedYear),
    social: values.social.map(({ network, url }) => ({ network, url })),
  };
}

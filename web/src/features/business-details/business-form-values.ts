import {
  type BusinessDetails,
  type DayHours,
  type SocialNetwork,
  WEEKDAYS,
  type Weekday,
} from '@painting-site/gateway/contract/business';
import { PLACEHOLDER_BUSINESS_NAME } from '@painting-site/gateway/contract/setup-checklist';

// The form keeps each row of a list under a key of its own, so removing one row never hands
// its neighbour's text (or focus) to another.

/** A year typed into the form: null when empty, NaN when it is not a whole number. */
export function readYear(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type PlaceRow = { key: number; place: string };
/** A day not shown on the site, closed, or open between two times (`HH:MM`). */
export type DayState = 'unset' | 'closed' | 'open';
/** Every day of the week has a row; only the days shown are sent. */
export type DayRow = { day: Weekday; state: DayState; opens: string; closes: string };
export type SocialRow = { key: number; network: SocialNetwork; url: string };

export type BusinessFormValues = Omit<BusinessDetails, 'serviceArea' | 'hours' | 'social' | 'foundedYear'> & {
  serviceArea: PlaceRow[];
  hours: DayRow[];
  social: SocialRow[];
  /** As typed; read as a year on saving. */
  foundedYear: string;
};

let lastRowKey = 0;

export function nextRowKey(): number {
  lastRowKey += 1;
  return lastRowKey;
}

function dayRows(hours: readonly DayHours[]): DayRow[] {
  return WEEKDAYS.map((day) => {
    const given = hours.find((hoursOfDay) => hoursOfDay.day === day);
    if (!given) return { day, state: 'unset', opens: '', closes: '' };
    return { day, state: given.closed ? 'closed' : 'open', opens: given.opens, closes: given.closes };
  });
}

/** The days the site shows, as the gateway takes them: their index is the one its messages use. */
export function shownDays(rows: readonly DayRow[]): DayHours[] {
  return rows
    .filter(({ state }) => state !== 'unset')
    .map(({ day, state, opens, closes }) =>
      state === 'closed' ? { day, closed: true, opens: '', closes: '' } : { day, closed: false, opens, closes },
    );
}

export function toFormValues(details: BusinessDetails): BusinessFormValues {
  return {
    ...details,
    // A blank site's stand-in name is no name: the field starts empty, with an example in grey.
    name: details.name === PLACEHOLDER_BUSINESS_NAME ? '' : details.name,
    address: { ...details.address },
    serviceArea: details.serviceArea.map((place) => ({ key: nextRowKey(), place })),
    hours: dayRows(details.hours),
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
    hours: shownDays(values.hours),
    hoursText: values.hoursText,
    licence: values.licence,
    foundedYear: readYear(values.foundedYear),
    social: values.social.map(({ network, url }) => ({ network, url })),
  };
}

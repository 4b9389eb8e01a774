import type { VisitWindow } from '@painting-site/gateway/contract/estimate-visits';
import { zonedDate } from '@painting-site/gateway/contract/wall-clock';

// The site speaks US English: times read "9:00 – 10:00 AM" whatever the visitor's browser language.
const LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone and kind: building one is the slow part of Intl. */
function formatter(kind: 'time' | 'dayTime' | 'day', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    const time = { hour: 'numeric', minute: '2-digit' } as const;
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? time
        : kind === 'dayTime'
          ? { ...time, weekday: 'short' }
          : { weekday: 'long', month: 'long', day: 'numeric' };
    found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** ICU puts narrow and thin spaces around the dash and before AM/PM: plain spaces read and match alike. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** "Tuesday, December 1" for a calendar day (YYYY-MM-DD), as the business's zone names it. */
export function dayWords(date: string): string {
  // Noon UTC of that date, read in UTC: the same calendar day whatever the zone.
  return formatter('day', 'UTC').format(new Date(`${date}T12:00:00Z`));
}

/** "9:00 – 10:00 AM": a window's wall-clock times in the zone. */
export function windowWords({ start, end }: VisitWindow, timeZone: string): string {
  return plainSpaces(formatter('time', timeZone).formatRange(new Date(start), new Date(end)));
}

/**
 * The same window in the visitor's own zone, "12:00 – 1:00 PM", with the weekday when it falls on
 * another day there ("Thu, 6:00 – 7:00 AM").
 */
export function ownWindowWords(window: VisitWindow, timeZone: string, ownZone: string): string {
  const startMs = Date.parse(window.start);
  const sameDay = zonedDate(startMs, timeZone) === zonedDate(startMs, ownZone);
  const kind = sameDay ? 'time' : 'dayTime';
  return plainSpaces(formatter(kind, ownZone).formatRange(new Date(window.start), new Date(window.end)));
}

/** "Tuesday, December 1, 9:00 – 10:00 AM": a booked visit in the business's zone. */
export function visitWords(window: VisitWindow, timeZone: string): string {
  return `${dayWords(zonedDate(Date.parse(window.start), timeZone))}, ${windowWords(window, timeZone)}`;
}

/** "Monday, November 30, 9:00 PM": an instant in the zone. */
export function momentWords(instant: string, timeZone: string): string {
  const at = Date.parse(instant);
  return `${dayWords(zonedDate(at, timeZone))}, ${plainSpaces(formatter('time', timeZone).format(at))}`;
}

/** The visitor's own zone, as their browser says. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

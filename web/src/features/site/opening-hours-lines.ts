import type { DayHours, SiteDetails, Weekday } from '@painting-site/gateway/contract/business';
import { WEEKDAYS } from '@painting-site/gateway/contract/business';

/** One line of the hours as the site shows them: "Monday – Friday", "7:00 am – 5:00 pm". */
export interface HoursLine {
  days: string;
  hours: string;
}

export const CLOSED_WORDS = 'Closed';
const NOON_HOUR = 12;

/** "07:30" as "7:30 am"; noon is "12:00 pm", midnight "12:00 am". */
export function twelveHourTime(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const shown = hour % NOON_HOUR === 0 ? NOON_HOUR : hour % NOON_HOUR;
  return `${shown}:${minute} ${hour < NOON_HOUR ? 'am' : 'pm'}`;
}

const timesOf = ({ closed, opens, closes }: DayHours) =>
  closed ? CLOSED_WORDS : `${twelveHourTime(opens)} – ${twelveHourTime(closes)}`;

const follows = (day: Weekday, previous: Weekday) => WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(previous) + 1;

/**
 * The week as lines, consecutive days with the same times on one ("Monday – Friday");
 * days that are not listed break a run. Hours as free text (not yet set by day) are shown as written.
 */
export function openingHoursLines({ hours, hoursText }: Pick<SiteDetails, 'hours' | 'hoursText'>): HoursLine[] {
  if (hours.length === 0) return hoursText.map(({ days, hours: times }) => ({ days, hours: times }));
  const runs: { first: Weekday; last: Weekday; times: string }[] = [];
  for (const day of hours) {
    const times = timesOf(day);
    const run = runs.at(-1);
    if (run && run.times === times && follows(day.day, run.last)) run.last = day.day;
    else runs.push({ first: day.day, last: day.day, times });
  }
  return runs.map(({ first, last, times }) => ({ days: first === last ? first : `${first} – ${last}`, hours: times }));
}

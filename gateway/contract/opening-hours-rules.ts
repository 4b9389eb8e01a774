import { type DayHours, TIME_OF_DAY_PATTERN, WEEKDAYS } from './business.ts';

// The rules for a week of opening hours, applied by the gateway and checked by the dashboard's
// form as the owner types. Messages are keyed by the path of the field ("3.closes", under "hours").

export type HoursMessages = Record<string, string>;

/** The owner's words for each slip, the same whichever side catches it. */
export const HOURS_MESSAGES = {
  tooMany: `List each day at most once (${WEEKDAYS.length} days at most).`,
  dayTwice: 'This day is listed twice.',
  opensMissing: 'Enter the time you open, like 8:00 AM.',
  closesMissing: 'Enter the time you close, like 5:00 PM.',
  closesBeforeOpens: 'The closing time must be after the opening time.',
} as const;

/** A message per field that breaks a rule, keyed "index.field"; empty when the week can be saved. */
export function hoursMessages(hours: readonly DayHours[]): HoursMessages {
  const messages: HoursMessages = {};
  if (hours.length > WEEKDAYS.length) messages[''] = HOURS_MESSAGES.tooMany;
  const seen = new Set<string>();
  hours.forEach(({ day, closed, opens, closes }, index) => {
    if (seen.has(day)) messages[`${index}.day`] = HOURS_MESSAGES.dayTwice;
    seen.add(day);
    if (closed) return;
    if (!TIME_OF_DAY_PATTERN.test(opens)) messages[`${index}.opens`] = HOURS_MESSAGES.opensMissing;
    if (!TIME_OF_DAY_PATTERN.test(closes)) messages[`${index}.closes`] = HOURS_MESSAGES.closesMissing;
    // HH:MM strings compare as times.
    else if (TIME_OF_DAY_PATTERN.test(opens) && closes <= opens) {
      messages[`${index}.closes`] = HOURS_MESSAGES.closesBeforeOpens;
    }
  });
  return messages;
}

/** The week as stored: in WEEKDAYS order, a closed day without times. */
export function tidyHours(hours: readonly DayHours[]): DayHours[] {
  return [...hours]
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))
    .map(({ day, closed, opens, closes }) =>
      closed ? { day, closed, opens: '', closes: '' } : { day, closed, opens, closes },
    );
}

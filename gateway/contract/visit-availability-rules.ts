import {
  BLOCKED_DAYS_MAX,
  BLOCKED_NOTE_MAX_LENGTH,
  BUFFER_MINUTES_MAX,
  DAYS_AHEAD_MAX,
  MAX_PER_DAY_MAX,
  MIN_NOTICE_HOURS_MAX,
  TIME_OF_DAY_PATTERN,
  VISIT_HOURS_MAX,
  VISIT_MINUTES_MAX,
  VISIT_MINUTES_MIN,
  type VisitAvailability,
  WEEKDAYS,
} from './estimate-visits.ts';
import { isTimeZone } from './wall-clock.ts';

// The rules for the owner's visit availability, applied by the gateway and checked by the
// dashboard's form as the owner types. Messages are keyed by the path of the field
// ("visitMinutes", "hours.3.end", "blocked.1.to"); "hours" and "blocked" for the lists themselves.

export type VisitAvailabilityMessages = Record<string, string>;

/** The owner's words for each slip, the same whichever side catches it. */
export const VISIT_AVAILABILITY_MESSAGES = {
  timeZone: 'Choose a time zone from the list, like America/Los_Angeles.',
  visitMinutes: `A visit lasts from ${VISIT_MINUTES_MIN} to ${VISIT_MINUTES_MAX} minutes.`,
  bufferMinutes: `Keep from 0 to ${BUFFER_MINUTES_MAX} minutes between visits.`,
  maxPerDay: `Allow from 1 to ${MAX_PER_DAY_MAX} visits a day.`,
  minNoticeHours: `Ask for from 0 to ${MIN_NOTICE_HOURS_MAX} hours' notice.`,
  daysAhead: `Offer times from 0 to ${DAYS_AHEAD_MAX} days ahead.`,
  hoursTooMany: `List at most ${VISIT_HOURS_MAX} ranges of hours.`,
  day: 'Choose a day of the week.',
  startMissing: 'Enter the time visits start, like 8:00 AM.',
  endMissing: 'Enter the time visits end, like 12:00 PM.',
  endBeforeStart: 'The end must be after the start.',
  overlapsHours: 'These hours overlap other hours of the same day.',
  blockedTooMany: `List at most ${BLOCKED_DAYS_MAX} blocked ranges of days.`,
  dateMissing: 'Use a date like 2026-05-31.',
  toBeforeFrom: 'The last day must be on or after the first day.',
  noteTooLong: `Notes can be at most ${BLOCKED_NOTE_MAX_LENGTH} characters.`,
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar as YYYY-MM-DD: "2026-02-30" is refused. */
export function isCalendarDay(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** A message per field that breaks a rule; empty when the availability can be saved. */
export function visitAvailabilityMessages(availability: VisitAvailability): VisitAvailabilityMessages {
  const messages: VisitAvailabilityMessages = {};
  const { timeZone, visitMinutes, bufferMinutes, maxPerDay, minNoticeHours, daysAhead, hours, blocked } = availability;
  const words = VISIT_AVAILABILITY_MESSAGES;
  if (!isTimeZone(timeZone)) messages.timeZone = words.timeZone;
  if (!inRange(visitMinutes, VISIT_MINUTES_MIN, VISIT_MINUTES_MAX)) messages.visitMinutes = words.visitMinutes;
  if (!inRange(bufferMinutes, 0, BUFFER_MINUTES_MAX)) messages.bufferMinutes = words.bufferMinutes;
  if (!inRange(maxPerDay, 1, MAX_PER_DAY_MAX)) messages.maxPerDay = words.maxPerDay;
  if (!inRange(minNoticeHours, 0, MIN_NOTICE_HOURS_MAX)) messages.minNoticeHours = words.minNoticeHours;
  if (!inRange(daysAhead, 0, DAYS_AHEAD_MAX)) messages.daysAhead = words.daysAhead;

  if (hours.length > VISIT_HOURS_MAX) messages.hours = words.hoursTooMany;
  hours.forEach(({ day, start, end }, index) => {
    const at = `hours.${index}`;
    if (!(WEEKDAYS as readonly string[]).includes(day)) messages[`${at}.day`] = words.day;
    const startOk = TIME_OF_DAY_PATTERN.test(start);
    if (!startOk) messages[`${at}.start`] = words.startMissing;
    if (!TIME_OF_DAY_PATTERN.test(end)) messages[`${at}.end`] = words.endMissing;
    // HH:MM strings compare as times.
    else if (startOk && end <= start) messages[`${at}.end`] = words.endBeforeStart;
    else if (startOk) {
      const overlapping = hours.some(
        (other, otherIndex) => otherIndex < index && other.day === day && other.start < end && start < other.end,
      );
      if (overlapping) messages[`${at}.start`] = words.overlapsHours;
    }
  });

  if (blocked.length > BLOCKED_DAYS_MAX) messages.blocked = words.blockedTooMany;
  blocked.forEach(({ from, to, note }, index) => {
    const at = `blocked.${index}`;
    const fromOk = isCalendarDay(from);
    if (!fromOk) messages[`${at}.from`] = words.dateMissing;
    if (!isCalendarDay(to)) messages[`${at}.to`] = words.dateMissing;
    else if (fromOk && to < from) messages[`${at}.to`] = words.toBeforeFrom;
    if (note.length > BLOCKED_NOTE_MAX_LENGTH) messages[`${at}.note`] = words.noteTooLong;
  });
  return messages;
}

/** The availability as stored: notes trimmed, hours in week order then by start, blocked days by first day. */
export function tidyVisitAvailability(availability: VisitAvailability): VisitAvailability {
  return {
    ...availability,
    timeZone: availability.timeZone.trim(),
    hours: [...availability.hours]
      .map(({ day, start, end }) => ({ day, start, end }))
      .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start)),
    blocked: [...availability.blocked]
      .map(({ from, to, note }) => ({ from, to, note: note.trim() }))
      .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
  };
}

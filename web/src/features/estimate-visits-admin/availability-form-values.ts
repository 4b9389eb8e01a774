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
  type Weekday,
} from '@painting-site/gateway/contract/estimate-visits';

// The form keeps each row under a key of its own, so removing one never hands its neighbour's
// times (or focus) to another. The weekly hours stay in weekday order, so a row's place in the
// form is its index in what is sent, and the gateway's "hours.3.end" finds it.

export type HoursRow = { key: number; day: Weekday; start: string; end: string };
export type BlockedRow = { key: number; from: string; to: string; note: string };

/** The number settings, typed as text and read as whole numbers on saving. */
export const NUMBER_FIELDS = ['visitMinutes', 'bufferMinutes', 'maxPerDay', 'minNoticeHours', 'daysAhead'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type AvailabilityFormValues = { enabled: boolean; timeZone: string } & Record<NumberField, string> & {
    hours: HoursRow[];
    blocked: BlockedRow[];
  };

/** Each number's bounds, as the gateway holds them. */
export const NUMBER_LIMITS: Record<NumberField, { min: number; max: number }> = {
  visitMinutes: { min: VISIT_MINUTES_MIN, max: VISIT_MINUTES_MAX },
  bufferMinutes: { min: 0, max: BUFFER_MINUTES_MAX },
  maxPerDay: { min: 1, max: MAX_PER_DAY_MAX },
  minNoticeHours: { min: 0, max: MIN_NOTICE_HOURS_MAX },
  daysAhead: { min: 1, max: DAYS_AHEAD_MAX },
};

/** What a new row of hours on a day starts with: a morning's visits. */
export const NEW_HOURS = { start: '09:00', end: '12:00' } as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

let lastRowKey = 0;
export function nextRowKey(): number {
  lastRowKey += 1;
  return lastRowKey;
}

const dayOrder = (day: Weekday) => WEEKDAYS.indexOf(day);

/** The rows in weekday order, each day's rows as they were (a stable sort). */
export function inWeekdayOrder(rows: readonly HoursRow[]): HoursRow[] {
  return [...rows].sort((a, b) => dayOrder(a.day) - dayOrder(b.day));
}

export function toFormValues(availability: VisitAvailability): AvailabilityFormValues {
  return {
    enabled: availability.enabled,
    timeZone: availability.timeZone,
    visitMinutes: String(availability.visitMinutes),
    bufferMinutes: String(availability.bufferMinutes),
    maxPerDay: String(availability.maxPerDay),
    minNoticeHours: String(availability.minNoticeHours),
    daysAhead: String(availability.daysAhead),
    hours: inWeekdayOrder(availability.hours.map((hours) => ({ key: nextRowKey(), ...hours }))),
    blocked: availability.blocked.map((blocked) => ({ key: nextRowKey(), ...blocked })),
  };
}

/** A whole number typed into a field; NaN when it is not one (the gateway says so too). */
function readWhole(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function toAvailability(values: AvailabilityFormValues): VisitAvailability {
  return {
    enabled: values.enabled,
    timeZone: values.timeZone,
    visitMinutes: readWhole(values.visitMinutes),
    bufferMinutes: readWhole(values.bufferMinutes),
    maxPerDay: readWhole(values.maxPerDay),
    minNoticeHours: readWhole(values.minNoticeHours),
    daysAhead: readWhole(values.daysAhead),
    hours: inWeekdayOrder(values.hours).map(({ day, start, end }) => ({ day, start, end })),
    blocked: values.blocked.map(({ from, to, note }) => ({ from, to, note: note.trim() })),
  };
}

/** The owner's words for what is wrong, keyed as the gateway keys its own ("hours.3.end"). */
export const AVAILABILITY_MESSAGES = {
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  time: 'Enter a time, such as 09:00.',
  endAfterStart: 'The end must be after the start.',
  tooManyHours: `At most ${VISIT_HOURS_MAX} rows of hours in a week.`,
  day: 'Enter a day.',
  toBeforeFrom: 'The last day must be on or after the first.',
  noteTooLong: `A note can be at most ${BLOCKED_NOTE_MAX_LENGTH} characters.`,
  tooManyBlocked: `At most ${BLOCKED_DAYS_MAX} blocked periods.`,
} as const;

/** The gateway's rules, checked before sending, so most mistakes show without a round trip. */
export function checkAvailability(values: AvailabilityFormValues): Record<string, string> {
  const messages: Record<string, string> = {};
  const sent = toAvailability(values);
  for (const field of NUMBER_FIELDS) {
    const { min, max } = NUMBER_LIMITS[field];
    const value = sent[field];
    if (!Number.isInteger(value) || value < min || value > max) {
      messages[field] = AVAILABILITY_MESSAGES.wholeNumber(min, max);
    }
  }
  if (sent.hours.length > VISIT_HOURS_MAX) messages.hours = AVAILABILITY_MESSAGES.tooManyHours;
  sent.hours.forEach(({ start, end }, index) => {
    if (!TIME_OF_DAY_PATTERN.test(start)) messages[`hours.${index}.start`] = AVAILABILITY_MESSAGES.time;
    if (!TIME_OF_DAY_PATTERN.test(end)) messages[`hours.${index}.end`] = AVAILABILITY_MESSAGES.time;
    else if (TIME_OF_DAY_PATTERN.test(start) && end <= start) {
      messages[`hours.${index}.end`] = AVAILABILITY_MESSAGES.endAfterStart;
    }
  });
  if (sent.blocked.length > BLOCKED_DAYS_MAX) messages.blocked = AVAILABILITY_MESSAGES.tooManyBlocked;
  sent.blocked.forEach(({ from, to, note }, index) => {
    if (!DATE_PATTERN.test(from)) messages[`blocked.${index}.from`] = AVAILABILITY_MESSAGES.day;
    if (!DATE_PATTERN.test(to)) messages[`blocked.${index}.to`] = AVAILABILITY_MESSAGES.day;
    else if (DATE_PATTERN.test(from) && to < from) messages[`blocked.${index}.to`] = AVAILABILITY_MESSAGES.toBeforeFrom;
    if (note.length > BLOCKED_NOTE_MAX_LENGTH) messages[`blocked.${index}.note`] = AVAILABILITY_MESSAGES.noteTooLong;
  });
  return messages;
}

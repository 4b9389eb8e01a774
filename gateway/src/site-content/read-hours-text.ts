import { type DayHours, type HoursTextRow, WEEKDAYS, type Weekday } from '../../contract/business.ts';
import { tidyHours } from '../../contract/opening-hours-rules.ts';

// Reads the opening hours owners wrote as free text before hours had days and times
// ("Monday – Friday", "7:00 am – 5:00 pm"; "Mon-Fri 8-5"; "Sat 9am-1pm"; "Sunday Closed";
// "07:30–17:30"). Whatever it is not sure of, it does not guess: the row is unreadable.

const MINUTES_PER_HOUR = 60;
const NOON_HOUR = 12;
/** A bare hour from 6 to 11 that opens the day is the morning ("8-5"); others are after noon. */
const EARLIEST_BARE_MORNING_HOUR = 6;

/** The words for each day, by how owners shorten them. */
const DAY_WORDS: Record<string, Weekday> = Object.fromEntries(
  WEEKDAYS.flatMap((day) => {
    const name = day.toLowerCase();
    return [name, name.slice(0, 3), name.slice(0, 4), name.slice(0, 5)].map((word) => [word, day]);
  }),
);
const DAY_GROUPS: Record<string, readonly Weekday[]> = {
  daily: WEEKDAYS,
  'every day': WEEKDAYS,
  'all week': WEEKDAYS,
  weekdays: WEEKDAYS.slice(0, 5),
  weekends: WEEKDAYS.slice(5),
  weekend: WEEKDAYS.slice(5),
};

const RANGE = /\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b|\buntil\b|\btill\b)\s*/;
const LIST = /\s*(?:,|&|\/|\band\b|\+)\s*/;
const CLOSED = /^closed$/;
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/;

/** The days a text names ("Monday – Friday", "Mon, Wed & Fri", "Weekdays"), or null. */
export function readDays(text: string): Weekday[] | null {
  const words = text.toLowerCase().replace(/[.:]/g, ' ').replace(/\s+/g, ' ').trim();
  if (words === '') return null;
  const group = DAY_GROUPS[words];
  if (group) return [...group];
  const days: Weekday[] = [];
  for (const part of words.split(LIST)) {
    const ends = part.split(RANGE);
    const first = DAY_WORDS[ends[0] ?? ''];
    const last = DAY_WORDS[ends.at(-1) ?? ''];
    if (!first || !last || ends.length > 2) return null;
    const from = WEEKDAYS.indexOf(first);
    const to = WEEKDAYS.indexOf(last);
    if (to < from) return null;
    days.push(...WEEKDAYS.slice(from, to + 1));
  }
  return days;
}

interface ClockTime {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
  /** Written as a 24-hour clock would: "07:30", "17:00", "0:00". */
  twentyFour: boolean;
}

function readTime(text: string): ClockTime | null {
  const words = text.toLowerCase().trim();
  if (words === 'noon') return { hour: NOON_HOUR, minute: 0, meridiem: 'pm', twentyFour: false };
  const match = TIME.exec(words);
  if (!match) return null;
  const [, hourText = '', minuteText = '00', meridiemText] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  const meridiem = meridiemText ? (meridiemText.startsWith('a') ? 'am' : 'pm') : null;
  if (minute >= MINUTES_PER_HOUR) return null;
  if (meridiem) return hour >= 1 && hour <= NOON_HOUR ? { hour, minute, meridiem, twentyFour: false } : null;
  const twentyFour = hour === 0 || hour > NOON_HOUR || (hourText.length === 2 && hourText.startsWith('0'));
  return hour <= 23 ? { hour, minute, meridiem: null, twentyFour } : null;
}

/** Minutes after midnight of a time said with am/pm (12 am is midnight, 12 pm noon). */
const withMeridiem = (hour: number, minute: number, meridiem: 'am' | 'pm') =>
  ((hour % NOON_HOUR) + (meridiem === 'pm' ? NOON_HOUR : 0)) * MINUTES_PER_HOUR + minute;

function openingMinutes(time: ClockTime, closing: ClockTime): number {
  if (time.meridiem) return withMeridiem(time.hour, time.minute, time.meridiem);
  if (time.twentyFour) return time.hour * MINUTES_PER_HOUR + time.minute;
  // "1-5pm" opens after noon; "8-5", "8-5pm" and "9-noon" in the morning.
  if (closing.meridiem === 'pm' && time.hour < closing.hour && closing.hour < NOON_HOUR) {
    return withMeridiem(time.hour, time.minute, 'pm');
  }
  const morning = time.hour >= EARLIEST_BARE_MORNING_HOUR && time.hour < NOON_HOUR;
  return withMeridiem(time.hour, time.minute, morning ? 'am' : 'pm');
}

function closingMinutes(time: ClockTime, opens: number): number {
  if (time.meridiem) return withMeridiem(time.hour, time.minute, time.meridiem);
  const asWritten = time.hour * MINUTES_PER_HOUR + time.minute;
  if (time.twentyFour || asWritten > opens) return asWritten;
  return asWritten + NOON_HOUR * MINUTES_PER_HOUR;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(minutes % MINUTES_PER_HOUR).padStart(2, '0')}`;

/** "Closed", or the opening and closing times a text names ("7:00 am – 5:00 pm", "8-5"), or null. */
export function readTimes(text: string): { closed: true } | { closed: false; opens: string; closes: string } | null {
  const words = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (CLOSED.test(words)) return { closed: true };
  const ends = words.split(RANGE);
  if (ends.length !== 2) return null;
  const open = readTime(ends[0] ?? '');
  const close = readTime(ends[1] ?? '');
  if (!open || !close) return null;
  const opens = openingMinutes(open, close);
  const closes = closingMinutes(close, opens);
  if (closes <= opens || closes >= 24 * MINUTES_PER_HOUR) return null;
  return { closed: false, opens: clock(opens), closes: clock(closes) };
}

/** Where a one-line row's times start: the first digit, or the words for closed or noon. */
const TIMES_START = /\d|\bclosed\b|\bnoon\b/i;

/** The row's text split into its days and its times, whichever box the owner typed them in. */
function splitRow({ days, hours }: HoursTextRow): [string, string] {
  const line = `${days} ${hours}`.trim();
  const start = line.search(TIMES_START);
  return start < 0 ? [line, ''] : [line.slice(0, start), line.slice(start)];
}

/**
 * The week the rows describe, or null when any row cannot be read or two rows give one day
 * different hours: then the text is kept for the owner to set by hand.
 */
export function readHoursText(rows: readonly HoursTextRow[]): DayHours[] | null {
  const week = new Map<Weekday, DayHours>();
  for (const row of rows) {
    const [dayText, timeText] = splitRow(row);
    const days = readDays(dayText.replace(/[\s:,–—-]+$/, ''));
    const times = readTimes(timeText);
    if (!days || !times) return null;
    for (const day of days) {
      const hours: DayHours = times.closed
        ? { day, closed: true, opens: '', closes: '' }
        : { day, closed: false, opens: times.opens, closes: times.closes };
      const earlier = week.get(day);
      if (earlier && JSON.stringify(earlier) !== JSON.stringify(hours)) return null;
      week.set(day, hours);
    }
  }
  return tidyHours([...week.values()]);
}

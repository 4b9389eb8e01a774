import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DayHours, WEEKDAYS } from '../../contract/business.ts';
import { readDays, readHoursText, readTimes } from './read-hours-text.ts';

const open = (day: DayHours['day'], opens: string, closes: string): DayHours => ({ day, closed: false, opens, closes });
const closed = (day: DayHours['day']): DayHours => ({ day, closed: true, opens: '', closes: '' });
const weekdays = (opens: string, closes: string) => WEEKDAYS.slice(0, 5).map((day) => open(day, opens, closes));

describe('reading the hours owners wrote as text', () => {
  it.each([
    [[{ days: 'Monday – Friday', hours: '7:00 am – 5:00 pm' }], weekdays('07:00', '17:00')],
    [[{ days: 'Mon-Fri', hours: '8-5' }], weekdays('08:00', '17:00')],
    [[{ days: 'Mon-Fri 8-5', hours: '' }], weekdays('08:00', '17:00')],
    [[{ days: 'Sat', hours: '9am-1pm' }], [open('Saturday', '09:00', '13:00')]],
    [[{ days: 'Sunday', hours: 'Closed' }], [closed('Sunday')]],
    [[{ days: 'Sunday Closed', hours: '' }], [closed('Sunday')]],
    [[{ days: 'Mon–Fri', hours: '07:30–17:30' }], weekdays('07:30', '17:30')],
    [
      [{ days: 'Tues, Thurs', hours: '12:00 - 16:00' }],
      [open('Tuesday', '12:00', '16:00'), open('Thursday', '12:00', '16:00')],
    ],
    [
      [{ days: 'Saturday & Sunday', hours: '10 a.m. to 2 p.m.' }],
      [open('Saturday', '10:00', '14:00'), open('Sunday', '10:00', '14:00')],
    ],
    [[{ days: 'Weekdays', hours: '7:30 AM – 4:30 PM' }], weekdays('07:30', '16:30')],
    [[{ days: 'Fri', hours: '1-5pm' }], [open('Friday', '13:00', '17:00')]],
    [[{ days: 'Sat', hours: '9 - noon' }], [open('Saturday', '09:00', '12:00')]],
  ])('reads %j', (rows, week) => {
    expect(readHoursText(rows)).toEqual(week);
  });

  it('reads a whole week of rows, in week order whatever the order of the rows', () => {
    expect(
      readHoursText([
        { days: 'Sunday', hours: 'Closed' },
        { days: 'Monday – Friday', hours: '7:00 am – 5:00 pm' },
        { days: 'Saturday', hours: '9:00 am – 1:00 pm' },
      ]),
    ).toEqual([...weekdays('07:00', '17:00'), open('Saturday', '09:00', '13:00'), closed('Sunday')]);
  });

  it.each([
    [{ days: 'Saturday', hours: '9:00 am – 1:00 pm (estimates only)' }],
    [{ days: 'By appointment', hours: '' }],
    [{ days: 'Monday – Friday', hours: '5 pm – 9 am' }],
    [{ days: 'Friday – Monday', hours: '8-5' }],
    [{ days: 'Someday', hours: '8-5' }],
    [{ days: 'Monday', hours: '25:00 – 26:00' }],
    [{ days: 'Monday', hours: 'Open 24 hours' }],
  ])('does not guess at %j', (row) => {
    expect(readHoursText([row])).toBeNull();
  });

  it('does not guess when two rows give one day different hours', () => {
    expect(
      readHoursText([
        { days: 'Mon-Fri', hours: '8-5' },
        { days: 'Friday', hours: '8-3' },
      ]),
    ).toBeNull();
  });

  it('reads no rows as no hours', () => {
    expect(readHoursText([])).toEqual([]);
  });
});

// Any week, written out the ways owners write it, reads back as that week.
const minutes = fc.integer({ min: 0, max: 23 * 60 + 59 });
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const twelveHour = (total: number) => {
  const hour = Math.floor(total / 60);
  const minute = String(total % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
};
const dayHours = fc
  .tuple(fc.constantFrom(...WEEKDAYS), fc.boolean(), minutes, minutes)
  .filter(([, isClosed, a, b]) => isClosed || a !== b)
  .map(
    ([day, isClosed, a, b]): DayHours =>
      isClosed ? closed(day) : open(day, clock(Math.min(a, b)), clock(Math.max(a, b))),
  );
const week = fc.uniqueArray(dayHours, { selector: ({ day }) => day, maxLength: 7 });

describe('any week written as text', () => {
  it.each([
    [
      '24-hour times and full day names',
      (hours: DayHours) => ({ days: hours.day, hours: `${hours.opens} – ${hours.closes}` }),
    ],
    [
      'am/pm times and short day names',
      (hours: DayHours) => ({
        days: hours.day.slice(0, 3),
        hours: `${twelveHour(Number(hours.opens.slice(0, 2)) * 60 + Number(hours.opens.slice(3)))}-${twelveHour(Number(hours.closes.slice(0, 2)) * 60 + Number(hours.closes.slice(3)))}`,
      }),
    ],
  ])('reads back as the same week, with %s', (_style, write) => {
    fc.assert(
      fc.property(week, (days) => {
        const rows = days.map((hours) => (hours.closed ? { days: hours.day, hours: 'Closed' } : write(hours)));
        const sorted = [...days].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
        expect(readHoursText(rows)).toEqual(sorted);
      }),
    );
  });

  it('never throws, and reads any text as a valid week or not at all', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ days: fc.string(), hours: fc.string() }), { maxLength: 4 }), (rows) => {
        const read = readHoursText(rows);
        for (const hours of read ?? []) {
          expect(WEEKDAYS).toContain(hours.day);
          if (!hours.closed) expect(hours.closes > hours.opens).toBe(true);
        }
      }),
    );
  });
});

describe('readDays and readTimes', () => {
  it('read a range, a list and a group of days', () => {
    expect(readDays('Wed - Fri')).toEqual(['Wednesday', 'Thursday', 'Friday']);
    expect(readDays('Mon, Wed and Fri')).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(readDays('Weekends')).toEqual(['Saturday', 'Sunday']);
  });

  it('read 12 am as midnight and 12 pm as noon', () => {
    expect(readTimes('12 am - 12 pm')).toEqual({ closed: false, opens: '00:00', closes: '12:00' });
  });
});

import type { DayHours } from '@painting-site/gateway/contract/business';
import { WEEKDAYS } from '@painting-site/gateway/contract/business';
import { describe, expect, it } from 'vitest';
import { openingHoursLines, twelveHourTime } from './opening-hours-lines.ts';

const open = (day: DayHours['day'], opens: string, closes: string): DayHours => ({ day, closed: false, opens, closes });
const closed = (day: DayHours['day']): DayHours => ({ day, closed: true, opens: '', closes: '' });

describe('the opening hours as the public pages show them', () => {
  it('put consecutive days with the same hours on one line', () => {
    const hours = [
      ...WEEKDAYS.slice(0, 5).map((day) => open(day, '07:00', '17:00')),
      open('Saturday', '09:00', '13:00'),
      closed('Sunday'),
    ];
    expect(openingHoursLines({ hours, hoursText: [] })).toEqual([
      { days: 'Monday – Friday', hours: '7:00 am – 5:00 pm' },
      { days: 'Saturday', hours: '9:00 am – 1:00 pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('break a run at a day with other hours or not listed', () => {
    const hours = [
      open('Monday', '08:00', '16:00'),
      open('Tuesday', '08:00', '16:00'),
      open('Thursday', '08:00', '16:00'),
    ];
    expect(openingHoursLines({ hours, hoursText: [] })).toEqual([
      { days: 'Monday – Tuesday', hours: '8:00 am – 4:00 pm' },
      { days: 'Thursday', hours: '8:00 am – 4:00 pm' },
    ]);
  });

  it('show hours still written as text as written, until the owner sets them by day', () => {
    const hoursText = [{ days: 'Saturday', hours: 'By appointment' }];
    expect(openingHoursLines({ hours: [], hoursText })).toEqual(hoursText);
  });

  it.each([
    ['00:00', '12:00 am'],
    ['07:05', '7:05 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
  ])('say %s as %s', (time, words) => {
    expect(twelveHourTime(time)).toBe(words);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VISIT_AVAILABILITY,
  VISIT_WINDOWS_SHOWN_MAX,
  type VisitAvailability,
  type VisitDay,
} from '../../contract/estimate-visits.ts';
import { type BusyTime, freeWindows } from './visit-windows.ts';

const LOS_ANGELES = 'America/Los_Angeles';

function availability(changes: Partial<VisitAvailability>): VisitAvailability {
  return {
    ...DEFAULT_VISIT_AVAILABILITY,
    enabled: true,
    timeZone: LOS_ANGELES,
    minNoticeHours: 0,
    maxPerDay: 20,
    hours: [],
    ...changes,
  };
}

/** Each day's window starts (UTC), as the picker receives them. */
const startsByDay = (days: VisitDay[]) =>
  Object.fromEntries(days.map(({ date, windows }) => [date, windows.map(({ start }) => start)]));

const at = (iso: string) => Date.parse(iso);
const busy = (start: string, end: string): BusyTime => ({ startMs: at(start), endMs: at(end) });

/** Prints what a test computed, for the report's "must show". */
function show(title: string, days: VisitDay[]) {
  console.log(
    `${title}\n${days.map(({ date, windows }) => `  ${date}: ${windows.map((w) => w.start).join(' ')}`).join('\n')}`,
  );
}

describe('the free windows', () => {
  describe('around the clocks going forward (Los Angeles, 2026-03-08)', () => {
    const days = freeWindows(
      availability({
        visitMinutes: 30,
        bufferMinutes: 0,
        daysAhead: 2,
        hours: [
          { day: 'Saturday', start: '09:00', end: '10:00' },
          { day: 'Sunday', start: '01:00', end: '04:00' },
          { day: 'Monday', start: '09:00', end: '10:00' },
        ],
      }),
      [],
      at('2026-03-07T12:00:00Z'), // Saturday 04:00 PST
    );

    it('offers no time of the skipped hour, and maps 09:00 on each side to its own offset', () => {
      show('spring forward, Los Angeles, 30-minute visits:', days);
      expect(startsByDay(days)).toEqual({
        // 09:00 PST is UTC-8.
        '2026-03-07': ['2026-03-07T17:00:00.000Z', '2026-03-07T17:30:00.000Z'],
        // 01:00 and 01:30 PST; 02:00 and 02:30 do not happen; 03:00 and 03:30 PDT.
        '2026-03-08': [
          '2026-03-08T09:00:00.000Z',
          '2026-03-08T09:30:00.000Z',
          '2026-03-08T10:00:00.000Z',
          '2026-03-08T10:30:00.000Z',
        ],
        // 09:00 PDT is UTC-7.
        '2026-03-09': ['2026-03-09T16:00:00.000Z', '2026-03-09T16:30:00.000Z'],
      });
    });
  });

  describe('around the clocks going back (Los Angeles, 2026-11-01)', () => {
    const days = freeWindows(
      availability({
        visitMinutes: 30,
        bufferMinutes: 0,
        daysAhead: 2,
        hours: [
          { day: 'Saturday', start: '09:00', end: '09:30' },
          { day: 'Sunday', start: '01:00', end: '04:00' },
          { day: 'Monday', start: '09:00', end: '09:30' },
        ],
      }),
      [],
      at('2026-10-31T12:00:00Z'), // Saturday 05:00 PDT
    );

    it('offers each time of the repeated hour once, the first, and maps 09:00 on each side to its own offset', () => {
      show('fall back, Los Angeles, 30-minute visits:', days);
      expect(startsByDay(days)).toEqual({
        '2026-10-31': ['2026-10-31T16:00:00.000Z'],
        // 01:00 and 01:30 PDT (not again at 09:00Z and 09:30Z in PST); then 02:00 PST onwards.
        '2026-11-01': [
          '2026-11-01T08:00:00.000Z',
          '2026-11-01T08:30:00.000Z',
          '2026-11-01T10:00:00.000Z',
          '2026-11-01T10:30:00.000Z',
          '2026-11-01T11:00:00.000Z',
          '2026-11-01T11:30:00.000Z',
        ],
        '2026-11-02': ['2026-11-02T17:00:00.000Z'],
      });
    });
  });

  it("groups evening hours whose instant falls on the next UTC day under the business's day", () => {
    const days = freeWindows(
      availability({
        visitMinutes: 60,
        bufferMinutes: 0,
        daysAhead: 0,
        hours: [{ day: 'Monday', start: '17:00', end: '19:00' }],
      }),
      [],
      at('2026-12-07T16:00:00Z'), // Monday 08:00 PST
    );
    show('evening hours, Los Angeles:', days);
    expect(startsByDay(days)).toEqual({ '2026-12-07': ['2026-12-08T01:00:00.000Z', '2026-12-08T02:00:00.000Z'] });
  });

  it('counts days in a zone east of UTC from its own today, grouping a morning under its own date', () => {
    const days = freeWindows(
      availability({
        timeZone: 'Asia/Tokyo',
        visitMinutes: 60,
        bufferMinutes: 0,
        daysAhead: 0,
        hours: [
          { day: 'Monday', start: '08:00', end: '10:00' },
          { day: 'Tuesday', start: '08:00', end: '10:00' },
        ],
      }),
      [],
      // Still Monday in UTC, already Tuesday 05:00 in Tokyo: today is Tuesday.
      at('2026-12-07T20:00:00Z'),
    );
    show('Tokyo (UTC+9), today only:', days);
    expect(startsByDay(days)).toEqual({ '2026-12-08': ['2026-12-07T23:00:00.000Z', '2026-12-08T00:00:00.000Z'] });
  });

  it('keeps the minimum notice across midnight', () => {
    const days = freeWindows(
      availability({
        visitMinutes: 60,
        bufferMinutes: 0,
        minNoticeHours: 14,
        daysAhead: 1,
        hours: [
          { day: 'Monday', start: '08:00', end: '22:00' },
          { day: 'Tuesday', start: '08:00', end: '12:00' },
        ],
      }),
      [],
      at('2026-12-08T04:00:00Z'), // Monday 20:00 PST: nothing before Tuesday 10:00
    );
    show('14 hours notice from Monday 20:00, Los Angeles:', days);
    expect(startsByDay(days)).toEqual({ '2026-12-08': ['2026-12-08T18:00:00.000Z', '2026-12-08T19:00:00.000Z'] });
  });

  it('offers nothing on days off and blocked days, and nothing past the days ahead', () => {
    const days = freeWindows(
      availability({
        visitMinutes: 60,
        bufferMinutes: 0,
        daysAhead: 9,
        hours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
          day: day as 'Monday',
          start: '09:00',
          end: '10:00',
        })),
        blocked: [{ from: '2026-12-09', to: '2026-12-10', note: 'Another job' }],
      }),
      [],
      at('2026-12-07T12:00:00Z'), // Monday 04:00 PST
    );
    // Weekends are days off; Wednesday and Thursday are blocked; day 9 is Wednesday the 16th.
    expect(days.map(({ date }) => date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-11',
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
    ]);
  });

  it('keeps the buffer around live visits, the owner’s at odd times too, and stops a day at its cap', () => {
    const hours = [
      { day: 'Monday' as const, start: '08:00', end: '14:00' },
      { day: 'Tuesday' as const, start: '08:00', end: '14:00' },
    ];
    const now = at('2026-12-07T12:00:00Z');
    // 08:00, 09:30, 11:00 and 12:30 PST each day, 60 minutes and 30 minutes' buffer.
    const open = freeWindows(availability({ hours, daysAhead: 1 }), [], now);
    expect(startsByDay(open)['2026-12-07']).toHaveLength(4);
    // The owner's visit 09:10–10:10 PST: 08:00 would end within its buffer, 09:30 overlaps it.
    const live = [busy('2026-12-07T17:10:00Z', '2026-12-07T18:10:00Z')];
    const around = freeWindows(availability({ hours, daysAhead: 1, maxPerDay: 2 }), live, now);
    show('buffer around an owner visit 09:10-10:10 PST:', around);
    expect(startsByDay(around)['2026-12-07']).toEqual(['2026-12-07T19:00:00.000Z', '2026-12-07T20:30:00.000Z']);
    // A second live visit that day reaches the cap of 2: Monday offers nothing more, Tuesday all.
    const capped = freeWindows(
      availability({ hours, daysAhead: 1, maxPerDay: 2 }),
      [...live, busy('2026-12-07T20:30:00Z', '2026-12-07T21:30:00Z')],
      now,
    );
    expect(Object.keys(startsByDay(capped))).toEqual(['2026-12-08']);
    expect(startsByDay(capped)['2026-12-08']).toHaveLength(4);
  });

  it(`shows at most ${VISIT_WINDOWS_SHOWN_MAX} windows, the soonest`, () => {
    const everyDay = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map(
      (day) => ({ day, start: '06:00', end: '20:00' }),
    );
    const rules = availability({ visitMinutes: 30, bufferMinutes: 0, daysAhead: 30, hours: everyDay });
    const days = freeWindows(rules, [], at('2026-12-07T12:00:00Z'));
    const starts = days.flatMap(({ windows }) => windows.map(({ start }) => start));
    expect(starts).toHaveLength(VISIT_WINDOWS_SHOWN_MAX);
    expect(starts).toEqual([...starts].sort());
    expect(days[0]?.windows[0]?.start).toBe('2026-12-07T14:00:00.000Z');
    expect(
      freeWindows(rules, [], at('2026-12-07T12:00:00Z'), Number.POSITIVE_INFINITY).flatMap((d) => d.windows),
    ).toHaveLength(28 * 31);
  });
});

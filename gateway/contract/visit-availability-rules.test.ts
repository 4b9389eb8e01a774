import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIT_AVAILABILITY, type VisitAvailability } from './estimate-visits.ts';
import {
  tidyVisitAvailability,
  visitAvailabilityMessages,
  VISIT_AVAILABILITY_MESSAGES as WORDS,
} from './visit-availability-rules.ts';

const VALID: VisitAvailability = { ...DEFAULT_VISIT_AVAILABILITY, timeZone: 'America/Los_Angeles' };

describe('the visit availability rules', () => {
  it('accepts the defaults in a real zone', () => {
    expect(visitAvailabilityMessages(VALID)).toEqual({});
  });

  it('words each slip by the path of its field', () => {
    expect(
      visitAvailabilityMessages({
        ...VALID,
        timeZone: 'Mars/Olympus_Mons',
        visitMinutes: 10,
        bufferMinutes: -5,
        maxPerDay: 0,
        minNoticeHours: 1.5,
        daysAhead: 91,
        hours: [
          { day: 'Monday', start: '08:00', end: '12:00' },
          { day: 'Monday', start: '11:00', end: '13:00' },
          { day: 'Someday' as 'Monday', start: '8am', end: '07:00' },
          { day: 'Friday', start: '15:00', end: '14:00' },
        ],
        blocked: [
          { from: '2026-12-24', to: '2026-12-26', note: 'Christmas' },
          { from: '2026-02-30', to: '2026-13-01', note: 'x'.repeat(101) },
          { from: '2026-12-31', to: '2026-12-30', note: '' },
        ],
      }),
    ).toEqual({
      timeZone: WORDS.timeZone,
      visitMinutes: WORDS.visitMinutes,
      bufferMinutes: WORDS.bufferMinutes,
      maxPerDay: WORDS.maxPerDay,
      minNoticeHours: WORDS.minNoticeHours,
      daysAhead: WORDS.daysAhead,
      'hours.1.start': WORDS.overlapsHours,
      'hours.2.day': WORDS.day,
      'hours.2.start': WORDS.startMissing,
      'hours.3.end': WORDS.endBeforeStart,
      'blocked.1.from': WORDS.dateMissing,
      'blocked.1.to': WORDS.dateMissing,
      'blocked.1.note': WORDS.noteTooLong,
      'blocked.2.to': WORDS.toBeforeFrom,
    });
  });

  it('refuses lists longer than the contract allows', () => {
    const hours = Array.from({ length: 43 }, () => ({ day: 'Monday' as const, start: '08:00', end: '09:00' }));
    const blocked = Array.from({ length: 101 }, () => ({ from: '2026-12-24', to: '2026-12-24', note: '' }));
    const messages = visitAvailabilityMessages({ ...VALID, hours, blocked });
    expect(messages.hours).toBe(WORDS.hoursTooMany);
    expect(messages.blocked).toBe(WORDS.blockedTooMany);
  });

  it('tidies the week into order and trims the notes', () => {
    const tidy = tidyVisitAvailability({
      ...VALID,
      hours: [
        { day: 'Saturday', start: '09:00', end: '11:00' },
        { day: 'Monday', start: '13:00', end: '15:00' },
        { day: 'Monday', start: '08:00', end: '12:00' },
      ],
      blocked: [
        { from: '2026-12-31', to: '2026-12-31', note: '  New Year  ' },
        { from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' },
      ],
    });
    expect(tidy.hours.map(({ day, start }) => `${day} ${start}`)).toEqual([
      'Monday 08:00',
      'Monday 13:00',
      'Saturday 09:00',
    ]);
    expect(tidy.blocked.map(({ note }) => note)).toEqual(['Thanksgiving', 'New Year']);
  });
});

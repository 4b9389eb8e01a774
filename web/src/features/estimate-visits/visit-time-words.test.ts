import { describe, expect, it } from 'vitest';
import { dayWords, momentWords, ownWindowWords, visitWords, windowWords } from './visit-time-words.ts';

const LOS_ANGELES = 'America/Los_Angeles';
/** Wednesday December 4, 2030, 1:00–2:00 PM in Los Angeles. */
const WEDNESDAY_ONE = { start: '2030-12-04T21:00:00.000Z', end: '2030-12-04T22:00:00.000Z' };

describe('the words for visit times', () => {
  it('names a day as the business’s calendar has it', () => {
    expect(dayWords('2030-12-03')).toBe('Tuesday, December 3');
  });

  it('reads a window in the business’s zone, with plain spaces', () => {
    expect(windowWords(WEDNESDAY_ONE, LOS_ANGELES)).toBe('1:00 – 2:00 PM');
    expect(visitWords(WEDNESDAY_ONE, LOS_ANGELES)).toBe('Wednesday, December 4, 1:00 – 2:00 PM');
    expect(momentWords('2030-12-03T05:00:00.000Z', LOS_ANGELES)).toBe('Monday, December 2, 9:00 PM');
  });

  it('follows the clock change: 9:00 in Los Angeles is 16:00 UTC in summer and 17:00 in winter', () => {
    const summer = { start: '2026-10-30T16:00:00.000Z', end: '2026-10-30T17:00:00.000Z' };
    const winter = { start: '2026-11-02T17:00:00.000Z', end: '2026-11-02T18:00:00.000Z' };
    expect(windowWords(summer, LOS_ANGELES)).toBe('9:00 – 10:00 AM');
    expect(windowWords(winter, LOS_ANGELES)).toBe('9:00 – 10:00 AM');
  });

  it('says the weekday of the visitor’s own time only when it falls on another day there', () => {
    expect(ownWindowWords(WEDNESDAY_ONE, LOS_ANGELES, 'America/New_York')).toBe('4:00 – 5:00 PM');
    expect(ownWindowWords(WEDNESDAY_ONE, LOS_ANGELES, 'Asia/Tokyo')).toBe('Thu, 6:00 – 7:00 AM');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, isTimeZone, wallTimeToInstant, zonedDate, zonedTime } from './wall-clock.ts';

const LA = 'America/Los_Angeles';
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('wall-clock time in a zone', () => {
  it('names the instant of a wall-clock time on either side of a daylight-saving change', () => {
    // Los Angeles: PST (UTC-8) until 2026-03-08 02:00, PDT (UTC-7) until 2026-11-01 02:00.
    expect(iso(wallTimeToInstant('2026-03-07', '09:00', LA))).toBe('2026-03-07T17:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-08', '09:00', LA))).toBe('2026-03-08T16:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-10-31', '09:00', LA))).toBe('2026-10-31T16:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-11-01', '09:00', LA))).toBe('2026-11-01T17:00:00.000Z');
  });

  it('has no instant for the skipped hour, and the first of the repeated one', () => {
    expect(wallTimeToInstant('2026-03-08', '02:30', LA)).toBeUndefined();
    expect(iso(wallTimeToInstant('2026-03-08', '03:00', LA))).toBe('2026-03-08T10:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-11-01', '01:30', LA))).toBe('2026-11-01T08:30:00.000Z');
  });

  it('reads the day and time of an instant in the zone, across midnight UTC', () => {
    const evening = Date.parse('2026-12-02T05:30:00Z');
    expect(zonedDate(evening, LA)).toBe('2026-12-01');
    expect(zonedTime(evening, LA)).toBe('21:30');
    expect(zonedDate(evening, 'UTC')).toBe('2026-12-02');
  });

  it('counts calendar days and weekdays', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('knows real zones only', () => {
    expect(isTimeZone(LA)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

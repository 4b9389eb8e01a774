import { afterEach, describe, expect, it } from 'vitest';
import { serverTimeZone, zonedIsoTime } from './zoned-time.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('zonedIsoTime', () => {
  it('gives the wall-clock time in the zone with its offset', () => {
    expect(zonedIsoTime('2026-07-04T16:30:05.123Z', 'America/Phoenix')).toBe('2026-07-04T09:30:05-07:00');
    expect(zonedIsoTime('2026-07-04T16:30:05Z', 'UTC')).toBe('2026-07-04T16:30:05+00:00');
  });

  it('follows daylight saving time', () => {
    expect(zonedIsoTime('2026-01-15T20:00:00Z', 'America/Los_Angeles')).toBe('2026-01-15T12:00:00-08:00');
    expect(zonedIsoTime('2026-07-15T20:00:00Z', 'America/Los_Angeles')).toBe('2026-07-15T13:00:00-07:00');
  });

  it('keeps half-hour offsets and the date across midnight', () => {
    expect(zonedIsoTime('2026-03-03T20:00:00Z', 'Asia/Kolkata')).toBe('2026-03-04T01:30:00+05:30');
    expect(zonedIsoTime('2026-03-03T02:00:00Z', 'America/St_Johns')).toBe('2026-03-02T22:30:00-03:30');
  });

  it('names the same instant as the UTC time it came from', () => {
    const at = '2026-11-01T08:59:59Z';
    expect(Date.parse(zonedIsoTime(at, 'America/New_York'))).toBe(Date.parse(at));
  });
});

describe('serverTimeZone', () => {
  it("is the server's TZ, read at each call", () => {
    process.env.TZ = 'America/Phoenix';
    expect(serverTimeZone()).toBe('America/Phoenix');
    process.env.TZ = 'Europe/Berlin';
    expect(serverTimeZone()).toBe('Europe/Berlin');
  });
});

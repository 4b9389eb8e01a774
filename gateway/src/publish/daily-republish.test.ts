import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextDay, republishDaily } from './daily-republish.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the nightly publish', () => {
  it('comes just after the next midnight', () => {
    const evening = new Date(2026, 11, 31, 23, 59, 0);
    expect(msUntilNextDay(evening)).toBe(60_000 + 5_000);
    const morning = new Date(2027, 0, 1, 0, 0, 5);
    expect(msUntilNextDay(morning)).toBe(24 * 3600_000);
  });

  it('counts a day the clocks change as it is, 23 or 25 hours, in a zone with daylight saving', () => {
    const hostZone = process.env.TZ;
    // Node reads TZ again when it is set: local times below are Los Angeles's.
    process.env.TZ = 'America/Los_Angeles';
    try {
      // Spring forward, 14 March 2027 at 2:00: the day after a midnight has 23 hours.
      expect(msUntilNextDay(new Date(2027, 2, 14, 0, 0, 5))).toBe(23 * 3600_000);
      // Fall back, 1 November 2026 at 2:00: 25 hours.
      expect(msUntilNextDay(new Date(2026, 10, 1, 0, 0, 5))).toBe(25 * 3600_000);
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  it('publishes once each night, the first on New Year, and stops when told', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 31, 22, 0, 0) });
    const publisher = { schedule: vi.fn() };
    const stop = republishDaily(publisher);

    vi.advanceTimersByTime(2 * 3600_000);
    expect(publisher.schedule).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(publisher.schedule).toHaveBeenCalledTimes(1);
    expect(new Date().getFullYear()).toBe(2027);

    vi.advanceTimersByTime(24 * 3600_000);
    expect(publisher.schedule).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(3 * 24 * 3600_000);
    expect(publisher.schedule).toHaveBeenCalledTimes(2);
  });
});

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

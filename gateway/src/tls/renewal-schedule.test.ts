import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_DELAY_MS, RENEW_BEFORE_MAX_MS, renewalTime, runAt } from './renewal-schedule.ts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const ISSUED = Date.parse('2026-01-01T00:00:00Z');

describe('renewalTime', () => {
  it("renews Let's Encrypt's 90-day certificate with 30 days left", () => {
    expect(renewalTime(ISSUED, ISSUED + 90 * DAY)).toBe(ISSUED + 60 * DAY);
    expect(RENEW_BEFORE_MAX_MS).toBe(30 * DAY);
  });

  it('renews a 6-day certificate with 2 days left (a third of its life)', () => {
    expect(renewalTime(ISSUED, ISSUED + 6 * DAY)).toBe(ISSUED + 4 * DAY);
  });

  it('renews a 60-second certificate with 20 seconds left', () => {
    expect(renewalTime(ISSUED, ISSUED + 60 * SECOND)).toBe(ISSUED + 40 * SECOND);
  });

  it('keeps 30 days for a year-long certificate, not a third', () => {
    expect(renewalTime(ISSUED, ISSUED + 365 * DAY)).toBe(ISSUED + 335 * DAY);
  });
});

describe('runAt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits past setTimeout's ~24.8-day cap instead of firing at once", () => {
    vi.useFakeTimers({ now: ISSUED });
    const task = vi.fn();
    runAt(ISSUED + 60 * DAY, task);
    expect(MAX_TIMER_DELAY_MS).toBeLessThan(25 * DAY);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS + SECOND);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(59 * DAY - MAX_TIMER_DELAY_MS - 2 * SECOND);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DAY + SECOND);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a time already past at once', () => {
    vi.useFakeTimers({ now: ISSUED });
    const task = vi.fn();
    runAt(ISSUED - DAY, task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, even after several steps', () => {
    vi.useFakeTimers({ now: ISSUED });
    const task = vi.fn();
    const cancel = runAt(ISSUED + 50 * DAY, task);
    vi.advanceTimersByTime(30 * DAY);
    cancel();
    vi.advanceTimersByTime(30 * DAY);
    expect(task).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

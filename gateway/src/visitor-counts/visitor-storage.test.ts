import { describe, expect, it } from 'vitest';
import { measureVisitorStorage, SIMULATED_VISITORS_PER_DAY } from '../../bench/visitor-storage.ts';

/** Days the test simulates: a month shows the per-day growth; the bench runs the whole year. */
const TEST_DAYS = 30;
/**
 * The year's bench measured 1,145 B a day (408 KB for 365 days of 1,000 visitors); a month
 * measures more per day, as SQLite grows by whole 4 KB pages. 3 KB a day leaves room for that
 * and for a busier mix, and still fails if the raw events were kept (~100 KB a day) or the
 * totals grew per visitor.
 */
const GROWTH_BYTES_PER_DAY_MAX = 3 * 1024;

describe('the storage of visitor counts', () => {
  it(`grows by at most ${GROWTH_BYTES_PER_DAY_MAX} B a day for ${SIMULATED_VISITORS_PER_DAY} visitors a day, no raw event left`, () => {
    const figures = measureVisitorStorage(TEST_DAYS);
    expect(figures.rawEvents).toBeGreaterThan(TEST_DAYS * SIMULATED_VISITORS_PER_DAY * 2);
    expect(figures.rawRowsLeft).toBe(0);
    expect(figures.growthBytes).toBeGreaterThan(0);
    expect(figures.growthBytesPerDay).toBeLessThanOrEqual(GROWTH_BYTES_PER_DAY_MAX);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './acme-order.ts';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, nextAttemptTime, retryDelay } from './retry-backoff.ts';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('retryDelay', () => {
  it('starts at 15 seconds and doubles', () => {
    expect(FIRST_RETRY_DELAY_MS).toBe(15_000);
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([15_000, 30_000, 60_000, 120_000]);
  });

  it('stops growing at an hour', () => {
    expect(MAX_RETRY_DELAY_MS).toBe(3_600_000);
    expect(retryDelay(8)).toBe(1_920_000);
    expect(retryDelay(9)).toBe(3_600_000);
    expect(retryDelay(500)).toBe(3_600_000);
  });
});

describe('nextAttemptTime', () => {
  it("waits until a rate-limited server's Retry-After, however far", () => {
    const retryAfter = NOW + 3 * 3_600_000;
    expect(nextAttemptTime(NOW, 1, retryAfter)).toBe(retryAfter);
  });

  it('falls back to the back-off when Retry-After is missing or past', () => {
    expect(nextAttemptTime(NOW, 2)).toBe(NOW + 30_000);
    expect(nextAttemptTime(NOW, 2, NOW - 1)).toBe(NOW + 30_000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', NOW)).toBe(NOW + 120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 01:00:00 GMT', NOW)).toBe(NOW + 3_600_000);
  });

  it('ignores what is neither', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatRelative } from './time-words.ts';

const NOW = Date.parse('2026-03-03T12:00:00.000Z');

describe('formatRelative', () => {
  it('says how long ago, in the largest unit reached', () => {
    expect(formatRelative('2026-03-03T11:59:30.000Z', NOW)).toBe('just now');
    expect(formatRelative('2026-03-03T11:55:00.000Z', NOW)).toBe('5 minutes ago');
    expect(formatRelative('2026-03-03T10:00:00.000Z', NOW)).toBe('2 hours ago');
    expect(formatRelative('2026-03-02T12:00:00.000Z', NOW)).toBe('yesterday');
    expect(formatRelative('2026-02-17T12:00:00.000Z', NOW)).toBe('2 weeks ago');
  });

  it('says how long until a time to come', () => {
    expect(formatRelative('2026-03-03T18:00:00.000Z', NOW)).toBe('in 6 hours');
  });

  it('gives back what it cannot read', () => {
    expect(formatRelative('not a date', NOW)).toBe('not a date');
  });
});

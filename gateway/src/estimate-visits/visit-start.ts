import { z } from 'zod';

/** ISO 8601 with a UTC offset or Z, to the minute at least: an exact instant, whatever zone it was written in. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const START_HINT = 'Use a date and time with its offset, like 2026-12-01T09:00:00-08:00.';

/** A visit's start at the edge, as milliseconds since the epoch. */
export const visitStart = z
  .string({ error: START_HINT })
  .regex(INSTANT_PATTERN, START_HINT)
  .transform((text) => Date.parse(text))
  .refine((ms) => Number.isFinite(ms), 'That day is not on the calendar.');

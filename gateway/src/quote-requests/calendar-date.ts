import { z } from 'zod';

export const CALENDAR_DATE_HINT = 'Use a date like 2026-05-31.';

/** A real day of the calendar as YYYY-MM-DD: "2026-02-30" and "2026-13-01" are refused. */
export const calendarDate = z
  .string({ error: CALENDAR_DATE_HINT })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_DATE_HINT)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'That day is not on the calendar.');

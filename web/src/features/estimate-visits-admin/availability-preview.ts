import { WEEKDAYS } from '@painting-site/gateway/contract/estimate-visits';
import type { AvailabilityFormValues } from './availability-form-values.ts';

export const BOOKING_OFF_PREVIEW = 'Online booking is off: customers who send a request wait for your call.';
export const NO_HOURS_PREVIEW = 'No weekly hours: customers are offered no times.';

/** One line on what customers will be offered, as the form now stands (before saving). */
export function availabilityPreview(values: AvailabilityFormValues): string {
  if (!values.enabled) return BOOKING_OFF_PREVIEW;
  const days = WEEKDAYS.filter((day) => values.hours.some((row) => row.day === day));
  if (days.length === 0) return NO_HOURS_PREVIEW;
  const dayList = days.map((day) => day.slice(0, 3)).join(', ');
  return (
    `Customers can book a ${values.visitMinutes}-minute visit on ${dayList}, ` +
    `from ${values.minNoticeHours} hours ahead up to ${values.daysAhead} days ahead, at most ${values.maxPerDay} a day.`
  );
}

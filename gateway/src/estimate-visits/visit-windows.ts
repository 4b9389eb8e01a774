import {
  VISIT_WINDOWS_SHOWN_MAX,
  type VisitAvailability,
  type VisitDay,
  WEEKDAYS,
} from '../../contract/estimate-visits.ts';
import { addDays, isoWeekday, wallTimeToInstant, zonedDate } from '../../contract/wall-clock.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A live visit's time, as exact instants (ms). */
export interface BusyTime {
  startMs: number;
  endMs: number;
}

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a visit from `startMs` to `endMs` keeps the buffer after it and after every live visit. */
export function keepsClear(startMs: number, endMs: number, busy: readonly BusyTime[], bufferMs: number): boolean {
  return busy.every((visit) => endMs + bufferMs <= visit.startMs || visit.endMs + bufferMs <= startMs);
}

/**
 * The free windows from now on, grouped by the business's calendar day, soonest first: the
 * weekly hours as wall-clock time in its zone, each visit followed by the buffer, none within the
 * minimum notice, on a blocked day, on a day already at its cap, or too near a live visit; at
 * most `limit` windows (a booking checks against them all, a picker shows VISIT_WINDOWS_SHOWN_MAX).
 */
export function freeWindows(
  availability: VisitAvailability,
  live: readonly BusyTime[],
  nowMs: number,
  limit = VISIT_WINDOWS_SHOWN_MAX,
): VisitDay[] {
  const { timeZone, visitMinutes, bufferMinutes, maxPerDay, minNoticeHours, daysAhead, hours, blocked } = availability;
  const earliestMs = nowMs + minNoticeHours * HOUR_MS;
  const visitMs = visitMinutes * MINUTE_MS;
  const bufferMs = bufferMinutes * MINUTE_MS;
  // The cap counts every live visit of the day, the owner's at odd times too.
  const perDay = new Map<string, number>();
  for (const visit of live) {
    const date = zonedDate(visit.startMs, timeZone);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  const today = zonedDate(nowMs, timeZone);
  const days: VisitDay[] = [];
  let shown = 0;
  for (let offset = 0; offset <= daysAhead && shown < limit; offset++) {
    const date = addDays(today, offset);
    if (blocked.some(({ from, to }) => from <= date && date <= to)) continue;
    if ((perDay.get(date) ?? 0) >= maxPerDay) continue;
    const weekday = WEEKDAYS[isoWeekday(date) - 1];
    const starts: number[] = [];
    for (const range of hours.filter(({ day }) => day === weekday)) {
      const endMinutes = minutesOf(range.end);
      // Stepped in wall-clock time: a time skipped by the clocks going forward has no instant, and
      // one they repeat names its first instant only, so each is offered at most once.
      for (
        let minutes = minutesOf(range.start);
        minutes + visitMinutes <= endMinutes;
        minutes += visitMinutes + bufferMinutes
      ) {
        const startMs = wallTimeToInstant(date, timeOf(minutes), timeZone);
        if (startMs === undefined || startMs < earliestMs) continue;
        if (keepsClear(startMs, startMs + visitMs, live, bufferMs)) starts.push(startMs);
      }
    }
    const windows = [...new Set(starts)]
      .sort((a, b) => a - b)
      .slice(0, limit - shown)
      .map((startMs) => ({ start: new Date(startMs).toISOString(), end: new Date(startMs + visitMs).toISOString() }));
    if (windows.length === 0) continue;
    days.push({ date, windows });
    shown += windows.length;
  }
  return days;
}

/** Whether `start` (ISO) is one of the windows offered. */
export function isOffered(days: readonly VisitDay[], start: string): boolean {
  return days.some((day) => day.windows.some((window) => window.start === start));
}

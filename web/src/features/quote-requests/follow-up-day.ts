/** A follow-up day against the owner's own today: past (overdue), today, or still ahead. */
export type FollowUpTiming = 'overdue' | 'today' | 'later';

export const FOLLOW_UP_TIMING_LABELS: Record<Exclude<FollowUpTiming, 'later'>, string> = {
  overdue: 'Overdue',
  today: 'Today',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The owner's own date as YYYY-MM-DD: their time zone, not UTC (late evening is still today). */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** YYYY-MM-DD days compare as text. */
export function followUpTiming(day: string, today: string = localDay()): FollowUpTiming {
  if (day < today) return 'overdue';
  return day === today ? 'today' : 'later';
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Mar 3, 2026" for a YYYY-MM-DD day, read as a calendar day (no time zone shifts it). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(year, month - 1, date));
}

// An estimate visit's time in words, for the dashboard's visits and requests: in the business's
// zone when it is known (the owner may be travelling), else the owner's own.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is the slow part of Intl. */
function visitFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Tue, Dec 1, 9:00 AM" in the owner's language. */
export function formatVisitStart(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : visitFormatter(timeZone).format(date);
}

/** "Tue, Dec 1, 9:00 – 10:00 AM": a visit from start to end. */
export function formatVisitSpan(start: string, end: string, timeZone?: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return formatVisitStart(start, timeZone);
  return visitFormatter(timeZone).formatRange(from, to);
}

/** "Los Angeles time" for "America/Los_Angeles"; "UTC" as it is. */
export function zoneWords(timeZone: string): string {
  const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  return place === 'UTC' ? 'UTC' : `${place} time`;
}

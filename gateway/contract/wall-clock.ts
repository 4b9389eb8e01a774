// Wall-clock time in a time zone ("Tuesday 8:00 in Los Angeles") and the exact instants it names,
// for the gateway (the windows it offers) and the dashboard (a time the owner types). Only Intl:
// the zone rules are the runtime's own (ICU), daylight-saving changes included.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building one is the slow part of Intl. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instantMs: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as unknown as WallClock;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes the zone is ahead of UTC at that instant (Los Angeles in summer: -420). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instantMs, timeZone);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((wallMs - Math.floor(instantMs / 1000) * 1000) / MINUTE_MS);
}

/** The calendar day (YYYY-MM-DD) the instant falls on in the zone. */
export function zonedDate(instantMs: number, timeZone: string): string {
  const { year, month, day } = wallClock(instantMs, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The wall-clock time (HH:MM, 24-hour) of the instant in the zone. */
export function zonedTime(instantMs: number, timeZone: string): string {
  const { hour, minute } = wallClock(instantMs, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The instant a wall-clock time names in the zone: `date` YYYY-MM-DD, `time` HH:MM. Undefined for
 * a time that does not happen that day (the hour skipped when clocks go forward); the first of
 * the two for a time that happens twice (clocks go back).
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets a day either side cover every rule change near this time.
  const offsets = new Set([zoneOffsetMinutes(asUtc - DAY_MS, timeZone), zoneOffsetMinutes(asUtc + DAY_MS, timeZone)]);
  const candidates = [...offsets]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((instant) => zonedDate(instant, timeZone) === date && zonedTime(instant, timeZone) === time)
    .sort((a, b) => a - b);
  return candidates[0];
}

/** The calendar day `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 for Monday … 7 for Sunday, of a calendar day (YYYY-MM-DD). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether the runtime knows the IANA zone ("America/Los_Angeles", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

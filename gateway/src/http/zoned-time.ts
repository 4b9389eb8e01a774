/**
 * The time zone the gateway runs in: the server's TZ (UTC in the image unless the operator sets
 * it). Read at each call, so a TZ changed at run time counts.
 */
export function serverTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as ISO 8601 wall-clock time in `timeZone` with its UTC offset at that instant
 * ("2026-07-04T09:30:00-07:00"): what a spreadsheet shows the owner, still one exact moment.
 */
export function zonedIsoTime(at: Date | string | number, timeZone: string): string {
  const instant = new Date(at);
  const fields = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const { year, month, day, hour, minute, second } = fields;
  const wallClockMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wallClockMs - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

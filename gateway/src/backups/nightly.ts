/** The next `hour`:00 of the server's local time (TZ) strictly after `now` (ms since the epoch). */
export function nextNightly(now: number, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now) next.setDate(next.getDate() + 1);
  // Across a daylight-saving change the hour may not exist that day: setHours moves it on, which is what a nightly job wants.
  return next.getTime();
}

import type { Publisher } from './publisher.ts';

/** Just after midnight, so the new day has begun wherever the clock is a little behind. */
const AFTER_MIDNIGHT_MS = 5_000;

/** Milliseconds from `now` until just after the next midnight of the host's clock (UTC in the image). */
export function msUntilNextDay(now: Date): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, AFTER_MIDNIGHT_MS);
  return next.getTime() - now.getTime();
}

/**
 * Publishes again each night. The pages say what depends on the date (the footer's year, "17
 * years in business"): without it, a page published in December would still say last year in
 * January, and the browser, rendering the new year, would disagree with the HTML it hydrates.
 * Returns the function that stops it.
 */
export function republishDaily(publisher: Pick<Publisher, 'schedule'>, now = () => new Date()): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    timer = setTimeout(() => {
      publisher.schedule(0);
      arm();
    }, msUntilNextDay(now()));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

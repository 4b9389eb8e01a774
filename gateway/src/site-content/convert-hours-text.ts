import type { Logger } from '../logger.ts';
import type { BusinessStore } from './business-store.ts';
import { readHoursText } from './read-hours-text.ts';

/**
 * Migration 0014 moved the owner's free-text hours aside: they are read once, here, as days with
 * times. All of them or none: if any row cannot be read, the week stays unset and every row is
 * kept as the owner wrote it, for the public pages to go on showing and the dashboard to ask about.
 */
export function convertHoursText(business: BusinessStore, logger: Logger): void {
  const rows = business.hoursTextToRead();
  if (rows === undefined) return;
  const hours = readHoursText(rows);
  business.saveReadHours(hours ?? [], hours ? [] : rows);
  logger.info({ rows: rows.length, read: hours !== null }, 'read the opening hours written as text');
}

import type { DatabaseSync } from 'node:sqlite';
import {
  type BlockedDays,
  DEFAULT_VISIT_AVAILABILITY,
  type VisitAvailability,
  type VisitHours,
} from '../../contract/estimate-visits.ts';
import { serverTimeZone } from '../http/zoned-time.ts';

export interface VisitAvailabilityStore {
  /** The owner's availability; the contract's defaults (in the server's zone) until they save one. */
  get(): VisitAvailability;
  /** Replaces it whole (already checked against the rules). */
  set(availability: VisitAvailability): VisitAvailability;
}

export function createVisitAvailabilityStore(db: DatabaseSync): VisitAvailabilityStore {
  const select = db.prepare('SELECT * FROM visit_availability WHERE id = 1');
  const upsert = db.prepare(`
    INSERT INTO visit_availability (id, enabled, time_zone, visit_minutes, buffer_minutes, max_per_day,
                                    min_notice_hours, days_ahead, hours, blocked, updated_at)
    VALUES (1, :enabled, :timeZone, :visitMinutes, :bufferMinutes, :maxPerDay, :minNoticeHours, :daysAhead,
            :hours, :blocked, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT (id) DO UPDATE SET
      enabled = excluded.enabled, time_zone = excluded.time_zone, visit_minutes = excluded.visit_minutes,
      buffer_minutes = excluded.buffer_minutes, max_per_day = excluded.max_per_day,
      min_notice_hours = excluded.min_notice_hours, days_ahead = excluded.days_ahead,
      hours = excluded.hours, blocked = excluded.blocked, updated_at = excluded.updated_at`);

  return {
    get() {
      const row = select.get();
      // Read at each call: a TZ changed at run time counts until the owner picks a zone.
      if (!row) return { ...DEFAULT_VISIT_AVAILABILITY, timeZone: serverTimeZone() };
      return {
        enabled: row.enabled === 1,
        timeZone: row.time_zone === null ? serverTimeZone() : String(row.time_zone),
        visitMinutes: Number(row.visit_minutes),
        bufferMinutes: Number(row.buffer_minutes),
        maxPerDay: Number(row.max_per_day),
        minNoticeHours: Number(row.min_notice_hours),
        daysAhead: Number(row.days_ahead),
        hours: JSON.parse(String(row.hours)) as VisitHours[],
        blocked: JSON.parse(String(row.blocked)) as BlockedDays[],
      };
    },
    set(availability) {
      const { enabled, hours, blocked, ...numbers } = availability;
      upsert.run({
        ...numbers,
        enabled: enabled ? 1 : 0,
        hours: JSON.stringify(hours),
        blocked: JSON.stringify(blocked),
      });
      return availability;
    },
  };
}

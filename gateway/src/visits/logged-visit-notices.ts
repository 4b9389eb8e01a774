import type { Logger } from '../logger.ts';
import type { VisitNotices } from './visit-notices.ts';

/** Stands in for the visit e-mails until they are wired: logs what would be sent (ids and times, never the customer's words). */
export function loggedVisitNotices(logger: Logger): VisitNotices {
  return {
    booked: ({ visit }) => logger.info({ visitId: visit.id, start: visit.start, by: visit.bookedBy }, 'visit booked'),
    moved: ({ visit }, previousStart, by) =>
      logger.info({ visitId: visit.id, start: visit.start, previousStart, by }, 'visit moved'),
    cancelled: ({ visit }) => logger.info({ visitId: visit.id, by: visit.cancelledBy }, 'visit cancelled'),
  };
}

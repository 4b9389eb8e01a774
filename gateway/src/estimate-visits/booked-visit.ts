import type { BookedVisit, EstimateVisit } from '../../contract/estimate-visits.ts';
import { changeableUntilMs, customerLock } from './visit-bookings.ts';

export interface BookedVisitContext {
  serviceTitle: string | null;
  customerMoves: number;
  timeZone: string;
  business: { name: string; phone: string };
  nowMs: number;
}

/** The customer's view of their visit: its time, who to call, and whether they may still change it online. */
export function bookedVisit(visit: EstimateVisit, context: BookedVisitContext): BookedVisit {
  const { serviceTitle, customerMoves, timeZone, business, nowMs } = context;
  return {
    start: visit.start,
    end: visit.end,
    status: visit.status,
    timeZone,
    businessName: business.name,
    businessPhone: business.phone,
    serviceTitle,
    changeableUntil: new Date(changeableUntilMs(visit)).toISOString(),
    canMove: customerLock(visit, customerMoves, nowMs, 'move') === undefined,
    canCancel: customerLock(visit, customerMoves, nowMs, 'cancel') === undefined,
  };
}

import type { Context } from 'koa';
import type { SiteEvent } from '../../contract/visitor-counts.ts';
import type { EstimateVisitsModule } from '../estimate-visits/index.ts';
import type { EstimatesModule } from '../estimates/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminVisitorsRouter } from './admin-visitors-router.ts';
import { createSiteEventStore } from './site-event-store.ts';
import { countForSender, siteEventsRouter } from './site-events-router.ts';
import { createVisitorCounter } from './visitor-counter.ts';
import { createVisitorReports } from './visitor-report.ts';
import { createVisitorSaltStore } from './visitor-salt-store.ts';
import { createVisitorTotalsStore } from './visitor-totals-store.ts';

interface VisitorCountsDeps {
  access: OwnerAccess;
  visits: EstimateVisitsModule;
  /** The estimates each source's requests brought, for the report's per-source table. */
  estimates: Pick<EstimatesModule, 'figuresBySource' | 'moneyFormat'>;
}

/**
 * Cookie-free visitor counts: the beacons, buffered and written once a second, folded into daily
 * totals (days in the business's time zone, as the estimate visits use it), and the dashboard's
 * report, whose sources carry on to the estimates their requests brought.
 */
export function visitorCountsModule(kernel: Kernel, deps: VisitorCountsDeps) {
  const { db, logger, clock } = kernel;
  const events = createSiteEventStore(db);
  const totals = createVisitorTotalsStore(db);
  const counter = createVisitorCounter({
    db,
    events,
    totals,
    salts: createVisitorSaltStore(db),
    timeZone: deps.visits.timeZone,
    siteUrl: kernel.siteAddress.current,
    logger,
    clock,
  });
  return {
    events,
    totals,
    counter,
    /** Counts an event the server saw itself (a quote form sent without script), for the request's sender. */
    countForSender: (ctx: Context, event: SiteEvent) => countForSender(counter, ctx, event),
    routers: [
      siteEventsRouter(counter),
      adminVisitorsRouter({
        reports: createVisitorReports({
          counter,
          events,
          totals,
          estimates: deps.estimates,
          siteUrl: kernel.siteAddress.current,
        }),
        requireOwner: deps.access.requireOwner,
      }),
    ],
    // The days that ended while the gateway was stopped are folded now, then hourly.
    start: () => counter.start(),
    close: () => counter.close(),
  } satisfies Module;
}

export type VisitorCountsModule = ReturnType<typeof visitorCountsModule>;

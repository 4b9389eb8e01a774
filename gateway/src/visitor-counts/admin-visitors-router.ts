import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import {
  VISITOR_CSV_COLUMNS,
  VISITOR_PERIOD_DAYS,
  type VisitorPeriodDays,
  type VisitorReport,
  type VisitorWeek,
} from '../../contract/visitor-counts.ts';
import { toCsv } from '../http/csv.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { validateQuery } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { VisitorReports } from './visitor-report.ts';

/** The period shown when the request names none. */
export const DEFAULT_VISITOR_PERIOD_DAYS: VisitorPeriodDays = 30;

const periodQuery = z.object({
  days: z
    .enum(VISITOR_PERIOD_DAYS.map(String) as [string, ...string[]], {
      error: `Use one of: ${VISITOR_PERIOD_DAYS.join(', ')}.`,
    })
    .optional()
    .transform((days) => (days === undefined ? DEFAULT_VISITOR_PERIOD_DAYS : (Number(days) as VisitorPeriodDays))),
});

interface AdminVisitorsDeps {
  reports: VisitorReports;
  requireOwner: Middleware<OwnerState>;
}

/** The Visitors section and the overview's week: the counts, and the daily totals as CSV. */
export function adminVisitorsRouter({ reports, requireOwner }: AdminVisitorsDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/visitors', requireOwner, (ctx) => {
    const { days } = validateQuery(ctx, periodQuery);
    ctx.body = reports.report(days) satisfies VisitorReport;
  });

  router.get('/visitors/week', requireOwner, (ctx) => {
    ctx.body = reports.week() satisfies VisitorWeek;
  });

  router.get('/visitors/export.csv', requireOwner, (ctx) => {
    const { days } = validateQuery(ctx, periodQuery);
    const { daily } = reports.report(days);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`visitors-${daily.at(-1)?.date ?? ''}.csv`);
    ctx.body = toCsv(
      VISITOR_CSV_COLUMNS.map(([, label]) => label),
      daily.map((day) => VISITOR_CSV_COLUMNS.map(([key]) => day[key])),
    );
  });

  return router;
}

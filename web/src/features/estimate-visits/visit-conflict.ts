import {
  VISIT_ERROR_CODES,
  type VisitConflict,
  type VisitWindows,
} from '@painting-site/gateway/contract/estimate-visits';
import { ApiError } from '@/lib/api-client.ts';

/** The next free windows a 409 `window_taken` carries, or undefined for any other failure. */
export function windowsOfConflict(error: unknown): VisitWindows | undefined {
  if (!(error instanceof ApiError) || error.code !== VISIT_ERROR_CODES.windowTaken) return undefined;
  const windows = (error.body as Partial<VisitConflict> | undefined)?.windows;
  return windows && Array.isArray(windows.days) ? windows : undefined;
}

import type { VisitorPeriodDays } from '@painting-site/gateway/contract/visitor-counts';
import { saveDownload } from '@/lib/save-download.ts';

/** Downloads the period's daily totals as a CSV file; resolves with its name. */
export function exportVisitorDays(days: VisitorPeriodDays): Promise<string> {
  const params = new URLSearchParams({ days: String(days) });
  return saveDownload(`/api/admin/visitors/export.csv?${params}`, `visitors-last-${days}-days.csv`);
}

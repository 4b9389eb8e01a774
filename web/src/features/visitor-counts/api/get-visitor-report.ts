import type { VisitorPeriodDays, VisitorReport } from '@painting-site/gateway/contract/visitor-counts';
import { apiClient } from '@/lib/api-client.ts';

/** The visitors of the last `days` days, today included (the business's days). */
export function getVisitorReport(days: VisitorPeriodDays, signal: AbortSignal): Promise<VisitorReport> {
  const params = new URLSearchParams({ days: String(days) });
  return apiClient.get<VisitorReport>(`/api/admin/visitors?${params}`, { authenticated: true, signal });
}

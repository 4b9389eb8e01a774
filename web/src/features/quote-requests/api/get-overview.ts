import type { Overview } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** The overview as of `today` (the owner's own date, YYYY-MM-DD), which decides which follow-ups are due. */
export function getOverview(today: string, signal: AbortSignal): Promise<Overview> {
  const params = new URLSearchParams({ today });
  return apiClient.get<Overview>(`/api/admin/overview?${params}`, { authenticated: true, signal });
}

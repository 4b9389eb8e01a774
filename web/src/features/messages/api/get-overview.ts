import { apiClient } from '@/lib/api-client.ts';
import type { MessageSummary } from './get-messages.ts';

export type Overview = {
  counts: { new: number; thisWeek: number; thisMonth: number; total: number };
  /** The newest requests, up to five, newest first. */
  latest: MessageSummary[];
};

export function getOverview(signal: AbortSignal): Promise<Overview> {
  return apiClient.get<Overview>('/api/admin/overview', { authenticated: true, signal });
}

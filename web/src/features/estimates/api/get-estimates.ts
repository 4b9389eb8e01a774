import {
  ADMIN_ESTIMATES_PATH,
  type EstimateListResponse,
  type EstimateState,
} from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

export type EstimateListQuery = { state?: EstimateState | undefined; requestId?: number | undefined };

/** The estimates, newest first, of one state or one request when asked. */
export function getEstimates(query: EstimateListQuery, signal: AbortSignal): Promise<EstimateListResponse> {
  const search = new URLSearchParams();
  if (query.state) search.set('state', query.state);
  if (query.requestId !== undefined) search.set('requestId', String(query.requestId));
  const path = search.size > 0 ? `${ADMIN_ESTIMATES_PATH}?${search}` : ADMIN_ESTIMATES_PATH;
  return apiClient.get<EstimateListResponse>(path, { authenticated: true, signal });
}

import { adminEstimatePreviewPath, type EstimatePreviewLink } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/**
 * The address of the preview of the saved draft: the customer's page with its own style and policy,
 * which a frame can open (a frame sends no token, so the address carries a short-lived ticket).
 */
export function getEstimatePreview(id: number, signal?: AbortSignal): Promise<EstimatePreviewLink> {
  return apiClient.post<EstimatePreviewLink>(adminEstimatePreviewPath(id), undefined, { authenticated: true, signal });
}

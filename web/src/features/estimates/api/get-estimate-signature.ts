import { adminEstimateSignaturePath } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/**
 * The signature the customer drew when accepting, a PNG. It is private like the request's photos:
 * an `<img src>` cannot carry the token, so the picture comes as a blob through the API client.
 */
export async function getEstimateSignature(estimateId: number, signal: AbortSignal): Promise<Blob> {
  const { blob } = await apiClient.download(adminEstimateSignaturePath(estimateId), { authenticated: true, signal });
  return blob;
}

import { type QuotePhotoSize, quotePhotoPath } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/**
 * One copy of a request's photo. Photos are private: an `<img src>` cannot carry the token, so
 * the picture comes as a blob through the API client (a 401 ends the session as anywhere else).
 */
export async function getQuotePhoto(
  requestId: number,
  photoId: string,
  size: QuotePhotoSize,
  signal: AbortSignal,
): Promise<Blob> {
  const { blob } = await apiClient.download(quotePhotoPath(requestId, photoId, size), { authenticated: true, signal });
  return blob;
}

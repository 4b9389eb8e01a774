import { quotePhotoPath } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/**
 * A small copy of a request's photo. Photos are private: an `<img src>` cannot carry the token,
 * so the picture comes as a blob through the API client.
 */
export async function getRequestThumbnail(requestId: number, photoId: string, signal: AbortSignal): Promise<Blob> {
  const { blob } = await apiClient.download(quotePhotoPath(requestId, photoId, 'thumbnail'), {
    authenticated: true,
    signal,
  });
  return blob;
}

import type { QuotePhotoSize } from '@painting-site/gateway/contract/quote-requests';
import { usePrivatePicture } from '@/lib/use-private-picture.ts';
import { getQuotePhoto } from './api/get-quote-photo.ts';

/** A request's photo at one size, as an object URL the page can show (see usePrivatePicture). */
export function useQuotePhoto(requestId: number, photoId: string, size: QuotePhotoSize) {
  return usePrivatePicture(`${requestId}/${photoId}/${size}`, (signal) =>
    getQuotePhoto(requestId, photoId, size, signal),
  );
}

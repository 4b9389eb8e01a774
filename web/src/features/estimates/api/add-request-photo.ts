import {
  QUOTE_PHOTO_FIELD,
  type QuoteRequestPhoto,
  requestPhotosPath,
} from '@painting-site/gateway/contract/quote-requests';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * Adds one of the owner's photos to the request (the rooms she measured): the gateway turns it
 * upright, strips its metadata and keeps it with the customer's. Progress comes while the bytes go out.
 */
export function addRequestPhoto(
  requestId: number,
  file: File,
  callbacks: Omit<UploadOptions, 'method' | 'anonymous'>,
): Promise<QuoteRequestPhoto> {
  const form = new FormData();
  form.append(QUOTE_PHOTO_FIELD, file, file.name);
  return uploadWithProgress<QuoteRequestPhoto>(requestPhotosPath(requestId), form, callbacks);
}

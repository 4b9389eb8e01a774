import { QUOTE_PHOTO_FIELD, type QuotePhotoReceipt } from '@painting-site/gateway/contract/quote-requests';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/** The multipart fields of `POST /api/contact/photos`. */
export { QUOTE_PHOTO_FIELD };
export const QUOTE_PHOTO_TOKEN_FIELD = 'formToken';

/**
 * Sends one photo for the quote request under the form's token, as soon as it is picked; the
 * receipt's id goes with the request. Progress comes while the bytes go out.
 */
export function uploadQuotePhoto(
  file: File,
  formToken: string,
  options: Pick<UploadOptions, 'onProgress' | 'onSent' | 'signal'>,
): Promise<QuotePhotoReceipt> {
  const form = new FormData();
  form.append(QUOTE_PHOTO_TOKEN_FIELD, formToken);
  form.append(QUOTE_PHOTO_FIELD, file, file.name);
  // The public form sends no session token, even when the owner is signed in on this browser.
  return uploadWithProgress<QuotePhotoReceipt>('/api/contact/photos', form, { ...options, anonymous: true });
}

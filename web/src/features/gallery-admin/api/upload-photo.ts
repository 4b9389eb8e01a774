import { GALLERY_UPLOAD_FIELD, type GalleryItem } from '@painting-site/gateway/contract/gallery';
import { forgetPublicContent } from '@/lib/public-content-store.ts';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * Sends one picture; the gateway checks, resizes and stores it, then answers with the new
 * item (titled after the file name). Progress comes while the bytes go out; `onSent` when the
 * gateway starts processing.
 */
export async function uploadPhoto(file: File, callbacks: Omit<UploadOptions, 'method'>): Promise<GalleryItem> {
  const form = new FormData();
  form.append(GALLERY_UPLOAD_FIELD, file, file.name);
  const item = await uploadWithProgress<GalleryItem>('/api/admin/gallery', form, callbacks);
  // The public gallery, if it was opened in this tab, shows the new picture on its next visit.
  forgetPublicContent();
  return item;
}

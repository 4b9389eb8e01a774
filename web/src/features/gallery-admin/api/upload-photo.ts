import { GALLERY_UPLOAD_FIELD, type GalleryItem } from '@painting-site/gateway/contract/gallery';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * Sends one picture; the gateway checks, resizes and stores it, then answers with the new
 * item (titled after the file name). Progress comes while the bytes go out; `onSent` when the
 * gateway starts processing.
 */
export function uploadPhoto(file: File, callbacks: Omit<UploadOptions, 'method'>): Promise<GalleryItem> {
  const form = new FormData();
  form.append(GALLERY_UPLOAD_FIELD, file, file.name);
  return uploadWithProgress<GalleryItem>('/api/admin/gallery', form, callbacks);
}

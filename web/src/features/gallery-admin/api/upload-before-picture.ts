import { GALLERY_UPLOAD_FIELD, type GalleryItem } from '@painting-site/gateway/contract/gallery';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * Sends the picture of a project before it was painted, in place of any it had; the gateway
 * stores it like a gallery photo and answers with the item, which then carries it.
 */
export function uploadBeforePicture(
  id: number,
  file: File,
  callbacks: Omit<UploadOptions, 'method'>,
): Promise<GalleryItem> {
  const form = new FormData();
  form.append(GALLERY_UPLOAD_FIELD, file, file.name);
  return uploadWithProgress<GalleryItem>(`/api/admin/gallery/${id}/before`, form, {
    ...callbacks,
    method: 'PUT',
  });
}

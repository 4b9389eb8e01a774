import type { BrandSettings } from '@painting-site/gateway/contract/brand';
import { LOGO_UPLOAD_FIELD } from '@painting-site/gateway/contract/brand-rules';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * Sends the logo; the gateway checks it, makes its copies, icons and share card, and answers with
 * the brand. Progress comes while the bytes go out; `onSent` when the gateway starts processing.
 */
export function uploadLogo(file: File, callbacks: UploadOptions): Promise<BrandSettings> {
  const form = new FormData();
  form.append(LOGO_UPLOAD_FIELD, file, file.name);
  return uploadWithProgress<BrandSettings>('/api/admin/brand/logo', form, callbacks);
}

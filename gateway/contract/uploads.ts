import { LOGO_UPLOAD_FIELD, LOGO_UPLOAD_MAX_BYTES } from './brand-rules.ts';
import { GALLERY_UPLOAD_FIELD, GALLERY_UPLOAD_MAX_BYTES } from './gallery.ts';
import { QUOTE_PHOTO_FIELD, QUOTE_PHOTO_MAX_BYTES } from './quote-requests.ts';

/** A route that takes one picture as a multipart upload. */
export interface UploadRoute {
  method: 'POST' | 'PUT';
  /** The exact path, `:id` standing for a number, as the gateway's router spells it. */
  path: string;
  /** The multipart field that carries the picture. */
  field: string;
  /** The largest picture the gateway takes there (the body may be a little larger: the form around it). */
  maxBytes: number;
  /** Who sends it: a visitor's upload is flood-guarded by nginx too; the owner's is behind sign-in. */
  sender: 'visitor' | 'owner';
}

/**
 * Every picture upload the gateway takes. nginx's upload locations (their body-size limits and
 * flood guard) are generated from this list when the image is built, so a new upload route cannot
 * be left under the 64 KB limit for JSON bodies; a whole-stack test sends each a phone's
 * 12-megapixel JPEG through nginx.
 */
export const UPLOAD_ROUTES = [
  {
    method: 'POST',
    path: '/api/contact/photos',
    field: QUOTE_PHOTO_FIELD,
    maxBytes: QUOTE_PHOTO_MAX_BYTES,
    sender: 'visitor',
  },
  {
    method: 'POST',
    path: '/api/admin/gallery',
    field: GALLERY_UPLOAD_FIELD,
    maxBytes: GALLERY_UPLOAD_MAX_BYTES,
    sender: 'owner',
  },
  {
    method: 'PUT',
    path: '/api/admin/gallery/:id/before',
    field: GALLERY_UPLOAD_FIELD,
    maxBytes: GALLERY_UPLOAD_MAX_BYTES,
    sender: 'owner',
  },
  {
    method: 'POST',
    path: '/api/admin/brand/logo',
    field: LOGO_UPLOAD_FIELD,
    maxBytes: LOGO_UPLOAD_MAX_BYTES,
    sender: 'owner',
  },
] as const satisfies readonly UploadRoute[];

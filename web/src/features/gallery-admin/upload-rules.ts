import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import { GALLERY_UPLOAD_MAX_BYTES } from '@painting-site/gateway/contract/gallery';
import { GALLERY_UPLOAD_EXTENSIONS, GALLERY_UPLOAD_TYPES } from '@/config/constants.ts';
import { ApiError } from '@/lib/api-client.ts';
import { BYTES_PER_MEGABYTE } from '@/lib/file-size.ts';

/** The upload limit in words, e.g. "15 MB". */
export const UPLOAD_LIMIT_TEXT = `${GALLERY_UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE} MB`;

/** What the file picker offers; the gateway checks the file's content, not its name. */
export const UPLOAD_ACCEPT = GALLERY_UPLOAD_TYPES.join(',');

export const NOT_A_PICTURE_MESSAGE = 'Not a picture: choose a JPEG, PNG, WebP, HEIC or AVIF file.';
export const TOO_BIG_MESSAGE = `Too big: a picture can be at most ${UPLOAD_LIMIT_TEXT}.`;

function looksLikePicture(file: File): boolean {
  if ((GALLERY_UPLOAD_TYPES as readonly string[]).includes(file.type)) return true;
  // HEIC and AVIF often come without a type; then the name is all there is to go on.
  const name = file.name.toLowerCase();
  return file.type === '' && GALLERY_UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * Why a file cannot be uploaded, found before a byte is sent; undefined when it may go. The
 * gateway checks again from the content itself.
 */
export function uploadRefusal(file: File): string | undefined {
  if (!looksLikePicture(file)) return NOT_A_PICTURE_MESSAGE;
  if (file.size > GALLERY_UPLOAD_MAX_BYTES) return TOO_BIG_MESSAGE;
  return undefined;
}

const PAYLOAD_TOO_LARGE = 413;
const SERVER_FAILED_MESSAGE = 'The server could not take this picture. Try again in a moment.';

/** Why the gateway (or the way to it) did not take a picture, in the owner's words. */
export function uploadFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SERVER_FAILED_MESSAGE;
  // A proxy may refuse a big file before the gateway sees it, without the gateway's words; a
  // picture of too many pixels comes with its own.
  if (error.status === PAYLOAD_TOO_LARGE && error.code !== ERROR_CODES.tooManyPixels) return TOO_BIG_MESSAGE;
  return error.message;
}

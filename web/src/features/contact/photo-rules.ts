import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import {
  QUOTE_PHOTO_ACCEPT,
  QUOTE_PHOTO_MAX_BYTES,
  QUOTE_PHOTOS_MAX,
} from '@painting-site/gateway/contract/quote-requests';
import { ApiError, UNEXPECTED_RESPONSE_CODE } from '@/lib/api-client.ts';

// The gateway's limits on a request's photos, in the visitor's words, checked before a byte is
// sent. The gateway checks again, from the file's content rather than its name.

const BYTES_PER_MEGABYTE = 1024 * 1024;
const PHOTO_LIMIT_TEXT = `${QUOTE_PHOTO_MAX_BYTES / BYTES_PER_MEGABYTE} MB`;

export const PHOTOS_HINT = `Up to ${QUOTE_PHOTOS_MAX} photos of the walls, siding or rooms, ${PHOTO_LIMIT_TEXT} each. They help us price the job.`;
/** Where the browser sends the form itself (scripts off), photos cannot go with it. */
export const PHOTOS_WITHOUT_SCRIPT =
  'Photos help us price the job. This page cannot send them with scripts turned off: send them in reply when we get in touch.';
export const NOT_A_PHOTO_MESSAGE = 'Not added: this is not a photo. Choose a JPEG, PNG, WebP or HEIC picture.';
export const PHOTO_TOO_BIG_MESSAGE = `Not added: too big. A photo can be at most ${PHOTO_LIMIT_TEXT}.`;
export const TOO_MANY_PHOTOS_MESSAGE = `Not added: a request can have at most ${QUOTE_PHOTOS_MAX} photos.`;
const UPLOAD_FAILED_MESSAGE = 'This photo could not be sent. Try again in a moment.';
/** The gateway is processing other pictures (503 with Retry-After); the photo is fine. */
export const PHOTO_BUSY_MESSAGE = 'We are busy with other photos right now. Try again in a moment.';

const ACCEPTED = QUOTE_PHOTO_ACCEPT.split(',');
const ACCEPTED_TYPES = ACCEPTED.filter((entry) => !entry.startsWith('.'));
// Phones' HEIC files often come without a type (and JPEGs from some apps): the name is all there is.
const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', ...ACCEPTED.filter((entry) => entry.startsWith('.'))];

function looksLikePhoto(file: File): boolean {
  if (ACCEPTED_TYPES.includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return file.type === '' && ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** Why a picked file is not sent, or undefined when it may go; `room` is how many more the request takes. */
export function photoRefusal(file: File, room: number): string | undefined {
  if (room <= 0) return TOO_MANY_PHOTOS_MESSAGE;
  if (!looksLikePhoto(file)) return NOT_A_PHOTO_MESSAGE;
  if (file.size > QUOTE_PHOTO_MAX_BYTES) return PHOTO_TOO_BIG_MESSAGE;
  return undefined;
}

const PAYLOAD_TOO_LARGE = 413;
const SERVICE_UNAVAILABLE = 503;

/** Why the gateway (or nginx before it) did not take a photo, in its own words where it gave some. */
export function photoFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_FAILED_MESSAGE;
  if (error.fields.photo) return error.fields.photo;
  if (error.code === ERROR_CODES.busy) return PHOTO_BUSY_MESSAGE;
  // nginx's own 503 (the gateway restarting) comes in words this page cannot read: the same advice.
  if (error.status === SERVICE_UNAVAILABLE && error.code === UNEXPECTED_RESPONSE_CODE) return PHOTO_BUSY_MESSAGE;
  // nginx may refuse a big body before the gateway sees it, in words this page cannot read.
  if (error.status === PAYLOAD_TOO_LARGE && error.code === UNEXPECTED_RESPONSE_CODE) return PHOTO_TOO_BIG_MESSAGE;
  return error.message;
}

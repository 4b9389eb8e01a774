import { Router } from '@koa/router';
import type { Context } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';
import {
  QUOTE_PHOTO_FIELD,
  QUOTE_PHOTO_MAX_BYTES,
  QUOTE_PHOTOS_MAX,
  QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR,
  type QuotePhotoReceipt,
} from '../../contract/quote-requests.ts';
import { isStorageFailure } from '../http/error-handler.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { readSingleFileUpload } from '../http/multipart.ts';
import { addressKey, type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { worthABackup } from '../http/side-effects.ts';
import { fieldError } from '../http/validate.ts';
import { type DecodeBudget, DecodeBusyError } from '../images/decode-budget.ts';
import { pictureProblem, TooManyPixelsError, tooManyPixelsMessage } from '../images/image-pipeline.ts';
import type { Logger } from '../logger.ts';
import type { FormTokens } from './form-token.ts';
import { QUOTE_PHOTO_SWEEP_INTERVAL_MS, UNCLAIMED_PHOTO_MAX_AGE_MS } from './quote-photo-cleanup.ts';
import {
  QUOTE_PHOTO_MAX_PIXELS,
  removeQuotePhotoFiles,
  type StoredQuotePhoto,
  storeQuotePhoto,
} from './quote-photo-files.ts';
import type { PhotoRoomRefusal, QuotePhotoCaps, QuotePhotoStore, UnclaimedPhotos } from './quote-photo-store.ts';

export const PHOTO_WINDOW_MS = 3600 * 1000;
/**
 * Photos one address may have that no request has claimed yet, however old (until the sweep):
 * checked with the photo's row, so uploads sent at once cannot all pass. Claimed photos do not count.
 */
export const UNCLAIMED_PHOTOS_PER_ADDRESS = 20;
/**
 * The share of QUOTE_PHOTOS_MAX_TOTAL_MB that photos no request has claimed may take (205 MB of
 * the default 2 GB): uploads that never send a request cannot fill the room sent requests need.
 */
export const UNCLAIMED_PHOTOS_SHARE_OF_TOTAL = 0.1;

/** The caps a new photo is held to, given QUOTE_PHOTOS_MAX_TOTAL_MB in bytes. */
export const quotePhotoCaps = (maxTotalBytes: number): QuotePhotoCaps => ({
  maxTotalBytes,
  unclaimedPerAddress: UNCLAIMED_PHOTOS_PER_ADDRESS,
  unclaimedMaxBytes: Math.floor(maxTotalBytes * UNCLAIMED_PHOTOS_SHARE_OF_TOTAL),
});

export const QUOTE_PHOTO_MESSAGES = {
  tooManyBytes: `That photo is larger than ${QUOTE_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  notAPhoto: 'That file is not a photo: send a JPEG, PNG, WebP or HEIC picture.',
  tooManyPixels: tooManyPixelsMessage(QUOTE_PHOTO_MAX_PIXELS),
  tooManyForForm: `You can attach at most ${QUOTE_PHOTOS_MAX} photos.`,
  unreadable: 'That photo could not be read. Try another one, or send your request without it.',
  formExpired: 'This form has expired. Reload the page and add the photo again.',
  storageFull: "We can't take photos right now; send your request without them, or e-mail them to us.",
  tooManyFromAddress: "You've sent many photos already.",
  tooManyUnclaimedFromAddress:
    "You've added many photos without sending a request: send your request with the ones you have.",
  tooManyUnclaimed: 'We are taking in many photos just now: try again in a while, or send your request without them.',
} as const;

/** What a sender reads when the file is no photo it can keep. */
export interface SentPhotoMessages {
  notAPhoto: string;
  tooManyPixels: string;
  unreadable: string;
}

/**
 * Checks a sent file is a picture within the pixel limit, then stores its copies through the
 * decode budget; a file that is none answers 400 at the photo field. A full or read-only disk is
 * ours to report (503, nothing kept), not a fault of the photo; so is a full decode queue (503
 * with Retry-After). The customer's upload and the owner's both come through here.
 */
export async function storeSentPhoto(
  ctx: Context,
  data: Buffer,
  deps: { folder: string; decodes: DecodeBudget; logger: Logger },
  messages: SentPhotoMessages,
): Promise<StoredQuotePhoto> {
  const problem = await pictureProblem(data, QUOTE_PHOTO_MAX_PIXELS);
  if (problem === 'not_a_picture') fieldError(ctx, QUOTE_PHOTO_FIELD, messages.notAPhoto);
  if (problem === 'too_many_pixels') fieldError(ctx, QUOTE_PHOTO_FIELD, messages.tooManyPixels);
  try {
    return await deps.decodes.run(() => storeQuotePhoto(data, deps.folder));
  } catch (error) {
    if (isStorageFailure(error) || error instanceof DecodeBusyError) throw error;
    if (error instanceof TooManyPixelsError) fieldError(ctx, QUOTE_PHOTO_FIELD, messages.tooManyPixels);
    deps.logger.warn({ err: error, bytes: data.length }, 'a sent photo could not be processed');
    return fieldError(ctx, QUOTE_PHOTO_FIELD, messages.unreadable);
  }
}

interface QuotePhotoDeps {
  photos: QuotePhotoStore;
  /** DATA_DIR/quote-photos. */
  folder: string;
  formTokens: FormTokens;
  /** QUOTE_PHOTOS_MAX_TOTAL_MB, in bytes: past it, no more photos are taken. */
  maxTotalBytes: number;
  /** Every upload from an address, taken or not, QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR a window. */
  attempts: RateWindow;
  /** The gateway's one budget of pictures decoded at once. */
  decodes: DecodeBudget;
  clock: () => number;
  logger: Logger;
}

/**
 * `POST /api/contact/photos`: one photo of the job, sent while the quote form is open, under the
 * form's token; the request claims it when it is sent. Bounded per form, per address and hour, and
 * by the total size of all photos kept.
 */
export function quotePhotosRouter({
  photos,
  folder,
  formTokens,
  maxTotalBytes,
  attempts,
  decodes,
  clock,
  logger,
}: QuotePhotoDeps): Router {
  const router = new Router({ prefix: '/api/contact', ...EXACT_PATHS });
  const caps = quotePhotoCaps(maxTotalBytes);

  /** Seconds until the sweep has deleted the oldest of these unclaimed photos (or sooner, once claimed). */
  const untilSwept = ({ oldestAt }: UnclaimedPhotos) => {
    const sweptAt = Date.parse(oldestAt ?? new Date(clock()).toISOString()) + UNCLAIMED_PHOTO_MAX_AGE_MS;
    return Math.max(1, Math.ceil((sweptAt + QUOTE_PHOTO_SWEEP_INTERVAL_MS - clock()) / 1000));
  };
  const refuseUnclaimedFromAddress = (ctx: Context, address: string): never =>
    throwTooMany(
      ctx,
      untilSwept(photos.unclaimed(address)),
      ERROR_CODES.tooManyRequests,
      QUOTE_PHOTO_MESSAGES.tooManyUnclaimedFromAddress,
    );
  const unclaimedFull = () => {
    const retryAfter = untilSwept(photos.unclaimed());
    return Object.assign(new Error(QUOTE_PHOTO_MESSAGES.tooManyUnclaimed), {
      status: 503,
      expose: true,
      code: ERROR_CODES.storageUnavailable,
      headers: { 'Retry-After': String(retryAfter) },
    });
  };

  const storageFull = () =>
    Object.assign(new Error(QUOTE_PHOTO_MESSAGES.storageFull), {
      status: 503,
      expose: true,
      code: ERROR_CODES.storageUnavailable,
    });

  /** A refusal for want of room: noted for the owner's overview, then answered 503. */
  const refused = (reason: PhotoRoomRefusal) => {
    photos.recordRefusal(reason, new Date(clock()).toISOString());
    return reason === 'storage_full' ? storageFull() : unclaimedFull();
  };

  router.post('/photos', worthABackup, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const address = ctx.ip;
    const now = clock();
    // Every attempt counts, before anything is read or decoded (checked and recorded in one
    // synchronous step, so uploads sent at the same moment cannot all pass): a refused or
    // unreadable picture costs the gateway as much as a good one.
    const attemptWait = attempts.retryAfterSeconds([addressKey(address)]);
    if (attemptWait > 0) {
      throwTooMany(ctx, attemptWait, ERROR_CODES.tooManyRequests, QUOTE_PHOTO_MESSAGES.tooManyFromAddress);
    }
    attempts.record([addressKey(address)]);
    const recent = photos.recentFromAddress(address, new Date(now - PHOTO_WINDOW_MS).toISOString());
    const oldestCounted = recent[QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR - 1];
    if (oldestCounted !== undefined) {
      const freeAt = Date.parse(oldestCounted) + PHOTO_WINDOW_MS;
      throwTooMany(
        ctx,
        Math.max(1, Math.ceil((freeAt - now) / 1000)),
        ERROR_CODES.tooManyRequests,
        QUOTE_PHOTO_MESSAGES.tooManyFromAddress,
      );
    }
    // Checked again with the row; here so that a refused photo costs no decoding.
    if (photos.unclaimed(address).count >= caps.unclaimedPerAddress) refuseUnclaimedFromAddress(ctx, address);

    const { file, fields } = await readSingleFileUpload(ctx, {
      fileField: QUOTE_PHOTO_FIELD,
      maxFileBytes: QUOTE_PHOTO_MAX_BYTES,
      tooLargeMessage: QUOTE_PHOTO_MESSAGES.tooManyBytes,
    });
    const formToken = fields.formToken ?? '';
    // "Too fast" guards the form's sending; a photo is picked at once on purpose.
    if (formTokens.check(formToken) === 'expired') {
      ctx.throw(400, QUOTE_PHOTO_MESSAGES.formExpired, {
        code: ERROR_CODES.formExpired,
        fields: { [QUOTE_PHOTO_FIELD]: QUOTE_PHOTO_MESSAGES.formExpired },
      });
    }
    if (photos.countForForm(formToken) >= QUOTE_PHOTOS_MAX) {
      fieldError(ctx, QUOTE_PHOTO_FIELD, QUOTE_PHOTO_MESSAGES.tooManyForForm);
    }
    if (photos.totalBytes() >= maxTotalBytes) throw refused('storage_full');
    // A visitor's own fresh form is never refused for what other addresses left unclaimed.
    if (!photos.isFreshForm(formToken, address) && photos.unclaimed().bytes >= caps.unclaimedMaxBytes) {
      throw refused('unclaimed_full');
    }
    const started = performance.now();
    const stored = await storeSentPhoto(ctx, file.data, { folder, decodes, logger }, QUOTE_PHOTO_MESSAGES);

    let refusal: ReturnType<QuotePhotoStore['add']>;
    try {
      refusal = photos.add(
        {
          id: stored.id,
          formToken,
          clientAddress: address,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
          createdAt: new Date(clock()).toISOString(),
        },
        caps,
      );
    } catch (error) {
      removeQuotePhotoFiles(folder, [stored.id]);
      throw error;
    }
    if (refusal) {
      // Another upload of the same form (or the last bytes under the cap) got there first.
      removeQuotePhotoFiles(folder, [stored.id]);
      if (refusal === 'storage_full' || refusal === 'unclaimed_full') throw refused(refusal);
      if (refusal === 'address_unclaimed_full') refuseUnclaimedFromAddress(ctx, address);
      fieldError(ctx, QUOTE_PHOTO_FIELD, QUOTE_PHOTO_MESSAGES.tooManyForForm);
    }
    logger.info(
      { bytes: file.data.length, stored: stored.bytes, ms: Math.round(performance.now() - started) },
      'quote photo received',
    );
    ctx.status = 201;
    ctx.body = { id: stored.id, width: stored.width, height: stored.height } satisfies QuotePhotoReceipt;
  });

  return router;
}

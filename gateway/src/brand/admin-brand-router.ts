import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { HEADER_NAME_SEGMENT } from '../../contract/brand.ts';
import { accentMessage, BRAND_MESSAGES, LOGO_UPLOAD_FIELD, LOGO_UPLOAD_MAX_BYTES } from '../../contract/brand-rules.ts';
import { isStorageFailure } from '../http/error-handler.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { readSingleFileUpload } from '../http/multipart.ts';
import { publishes } from '../http/side-effects.ts';
import { fieldError, validateBody } from '../http/validate.ts';
import { type DecodeBudget, DecodeBusyError } from '../images/decode-budget.ts';
import { MAX_INPUT_PIXELS, probePicture } from '../images/image-pipeline.ts';
import type { Logger } from '../logger.ts';
import type { OwnerState } from '../owner/index.ts';
import { brandSettings } from './brand-json.ts';
import type { BrandStore, StoredLogo } from './brand-store.ts';
import { removeLogoFiles, storeLogo } from './logo-files.ts';

/** What libvips calls the formats a logo may be. */
const LOGO_FORMATS = ['png', 'jpeg', 'webp'];
const MEGAPIXEL = 1_000_000;

const headerNameBody = z.object(
  { logoOnly: z.boolean({ error: 'Say whether the header shows the logo alone: true or false.' }) },
  { error: 'The request body must be a JSON object.' },
);

const accentBody = z.object(
  { accent: z.string({ error: BRAND_MESSAGES.accentFormat }).trim() },
  { error: 'The request body must be a JSON object.' },
);

/** Why the uploaded bytes cannot be a logo, judged from the bytes themselves; undefined when they can. */
async function logoRefusal(data: Buffer): Promise<string | undefined> {
  const found = await probePicture(data);
  if (!found) return BRAND_MESSAGES.logoNotPicture;
  if (found.format === 'svg') return BRAND_MESSAGES.logoSvg;
  if (!LOGO_FORMATS.includes(found.format)) return BRAND_MESSAGES.logoFormat;
  if (found.width * found.height > MAX_INPUT_PIXELS) {
    return `The logo is ${found.width} × ${found.height} pixels; it can have at most ${MAX_INPUT_PIXELS / MEGAPIXEL} million. Save it smaller and upload that.`;
  }
  return undefined;
}

interface BrandDeps {
  brand: BrandStore;
  uploadsDir: string;
  requireOwner: Middleware<OwnerState>;
  /** The gateway's one budget of pictures decoded at once. */
  decodes: DecodeBudget;
  logger: Logger;
}

/** The owner's brand: the accent colour, and the logo with the icons and share card made from it. */
export function adminBrandRouter({ brand, uploadsDir, requireOwner, decodes, logger }: BrandDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });

  const answerWithBrand = (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = brandSettings(brand.get());
  };

  router.get('/brand', requireOwner, answerWithBrand);

  router.put('/brand', requireOwner, publishes, (ctx) => {
    const { accent } = validateBody(ctx, accentBody);
    const problem = accentMessage(accent);
    if (problem) fieldError(ctx, 'accent', problem);
    brand.setAccent(accent);
    answerWithBrand(ctx);
  });

  // Whether the header shows the name beside the logo, or the logo alone (it shows the name already).
  router.put(`/brand/${HEADER_NAME_SEGMENT}`, requireOwner, publishes, (ctx) => {
    const { logoOnly } = validateBody(ctx, headerNameBody);
    brand.setLogoOnly(logoOnly);
    answerWithBrand(ctx);
  });

  router.post('/brand/logo', requireOwner, publishes, async (ctx) => {
    const { file } = await readSingleFileUpload(ctx, {
      fileField: LOGO_UPLOAD_FIELD,
      maxFileBytes: LOGO_UPLOAD_MAX_BYTES,
      tooLargeMessage: BRAND_MESSAGES.logoTooBig,
    });
    const refusal = await logoRefusal(file.data);
    if (refusal) fieldError(ctx, LOGO_UPLOAD_FIELD, refusal);
    const logo: StoredLogo = await decodes
      .run(() => storeLogo(file.data, uploadsDir))
      .catch((error: unknown) => {
        // A full or read-only disk is ours to report (503), not a fault of the picture; so is a full decode queue.
        if (isStorageFailure(error) || error instanceof DecodeBusyError) throw error;
        logger.warn({ err: error, bytes: file.data.length }, 'an uploaded logo could not be processed');
        return fieldError(ctx, LOGO_UPLOAD_FIELD, BRAND_MESSAGES.logoUnreadable);
      });
    const current = brand.get().logo;
    let before: StoredLogo | null;
    try {
      before = brand.setLogo(logo);
    } catch (error) {
      // No row, no files: unless they are the current logo's own (the same file uploaded again).
      if (current?.key !== logo.key) removeLogoFiles(logo, uploadsDir);
      throw error;
    }
    if (before && before.key !== logo.key) removeLogoFiles(before, uploadsDir);
    logger.info({ bytes: file.data.length, backdrop: logo.backdrop }, 'logo replaced');
    answerWithBrand(ctx);
  });

  router.delete('/brand/logo', requireOwner, publishes, (ctx) => {
    const before = brand.setLogo(null);
    if (!before) return ctx.throw(404, 'There is no logo to remove.');
    removeLogoFiles(before, uploadsDir);
    ctx.status = 204;
  });

  return router;
}

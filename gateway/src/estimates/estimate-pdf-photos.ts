import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { QUOTE_PHOTO_WIDTHS } from '../../contract/quote-requests.ts';
import { type DecodeBudget, DecodeBusyError } from '../images/decode-budget.ts';
import type { Logger } from '../logger.ts';
import { QUOTE_PHOTO_ID } from '../quote-requests/index.ts';

// The estimate's photos as its PDF prints them. The request's photos are kept as WebP, which a
// PDF cannot hold: each full copy is made a JPEG, which pdfkit embeds as it is. It is done here,
// in the gateway, before the writer is called: the PDF's bundle (dist/estimate-pdf.mjs) stays
// pdfkit alone, and sharp (a native addon) is loaded once, by the server.

/** A photo's long side in the PDF: its box is half the page wide, about 1000 px at 300 dpi. */
export const PDF_PHOTO_LONGEST = 1200;
export const PDF_PHOTO_QUALITY = 80;
/** The gateway writes no full copy larger than this: a file past it is not one of its photos. */
const MAX_PIXELS = QUOTE_PHOTO_WIDTHS.full * QUOTE_PHOTO_WIDTHS.full;

export interface PdfPhotoOptions {
  /** The gateway's one budget of pictures decoded at once. */
  decodes: DecodeBudget;
  logger: Logger;
}

/**
 * The photos `photoIds` names (a draft's, in its order) as JPEG, at most PDF_PHOTO_LONGEST px on
 * the long side, from their files (`photoFile(id)`, the full copy). One whose file is missing or
 * unreadable is left out, and logged by its place in the list (never its id or path: the id is
 * part of the customer's photo link). All of them are made in one turn of the decode budget; when
 * the queue is full, the PDF goes without photos rather than not at all (the acceptance e-mail
 * carries it).
 */
export async function pdfPhotos(
  photoIds: readonly string[],
  photoFile: (id: string) => string,
  { decodes, logger }: PdfPhotoOptions,
): Promise<Buffer[]> {
  if (photoIds.length === 0) return [];
  try {
    return await decodes.run(async () => {
      const photos: Buffer[] = [];
      for (const [at, id] of photoIds.entries()) {
        try {
          // Only a name this gateway gives a photo reaches the disk (the draft's ids are checked when saved, too).
          if (!QUOTE_PHOTO_ID.test(id)) throw new Error('not a photo id');
          photos.push(await asJpeg(await readFile(photoFile(id))));
        } catch (error) {
          const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
          logger.warn({ photo: at + 1, of: photoIds.length, reason }, 'an estimate photo was left out of the PDF');
        }
      }
      return photos;
    });
  } catch (error) {
    if (!(error instanceof DecodeBusyError)) throw error;
    logger.warn({ photos: photoIds.length }, 'an estimate PDF went without its photos: the decode queue was full');
    return [];
  }
}

function asJpeg(webp: Buffer): Promise<Buffer> {
  return (
    sharp(webp, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .resize({ width: PDF_PHOTO_LONGEST, height: PDF_PHOTO_LONGEST, fit: 'inside', withoutEnlargement: true })
      // A JPEG has no alpha: what was see-through prints as the paper.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PDF_PHOTO_QUALITY })
      .toBuffer()
  );
}

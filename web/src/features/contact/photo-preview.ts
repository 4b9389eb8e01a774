/** The preview's longest side, in pixels: twice the size it shows at, for sharp screens. */
const PREVIEW_SIDE_PX = 128;
const PREVIEW_QUALITY = 0.8;

// One photo at a time: a phone decoding five 12-megapixel pictures at once runs out of memory.
let queue: Promise<unknown> = Promise.resolve();

async function drawPreview(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, PREVIEW_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', PREVIEW_QUALITY);
  } finally {
    bitmap.close();
  }
}

/**
 * A small picture of the photo as a data: address, or null where the browser cannot read the
 * file (HEIC outside Safari). A data: address rather than an object URL: the pages' CSP allows
 * images from `'self' data:` only, so a blob: preview would be refused.
 */
export function photoPreview(file: File): Promise<string | null> {
  const preview = queue.then(() => drawPreview(file)).catch(() => null);
  queue = preview;
  return preview;
}

import { Worker } from 'node:worker_threads';
import { type CodedSize, heifCodedSizes } from './heic-coded-size.ts';

/** A decode that takes longer than this has hung: its worker is ended and the photo refused. */
const DECODE_TIMEOUT_MS = 60_000;
/** Decodes at once; more wait their turn (each holds a photo's pixels: 48 MB for 12 MP). */
const MAX_CONCURRENT_DECODES = 2;

// From source (node src/server.ts, vitest) this module sits in src/images/; in the build it is
// part of dist/server.mjs, beside dist/heic-worker.mjs.
const HEIC_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./heic-worker.ts', import.meta.url)
  : new URL('./heic-worker.mjs', import.meta.url);

const RGBA_CHANNELS = 4;

/** What the worker is given. */
export interface HeicJob {
  input: Uint8Array;
  maxPixels: number;
}

/** What the worker answers. */
export type HeicOutcome =
  | { ok: true; width: number; height: number; data: Uint8ClampedArray; opaque: boolean }
  | { ok: false; tooManyPixels: boolean; error: string };

/**
 * Major brands of HEIF files coded with HEVC, as phones write them (heic, heix), their
 * sequences (hevc, hevx), and the generic ones (mif1, msf1) unless the file says it is AVIF.
 * https://github.com/strukturag/libheif/issues/83
 */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const GENERIC_BRANDS = new Set(['mif1', 'msf1']);
const AV1_BRANDS = new Set(['avif', 'avis']);

/**
 * Compatible brands read from an `ftyp` box. Real files list a handful; a box claiming megabytes
 * of them would otherwise be read brand by brand on the main thread, for every upload.
 */
export const MAX_FTYP_BRANDS = 32;
const FTYP_HEADER_BYTES = 16;
const BRAND_BYTES = 4;

/** The `ftyp` box's brands (the first MAX_FTYP_BRANDS compatible ones), when the bytes start with one. */
function ftypBrands(input: Buffer): { major: string; compatible: string[] } | undefined {
  if (input.length < FTYP_HEADER_BYTES || input.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const end = Math.min(input.readUInt32BE(0), input.length, FTYP_HEADER_BYTES + MAX_FTYP_BRANDS * BRAND_BYTES);
  const compatible: string[] = [];
  for (let offset = FTYP_HEADER_BYTES; offset + BRAND_BYTES <= end; offset += BRAND_BYTES) {
    compatible.push(input.toString('latin1', offset, offset + BRAND_BYTES));
  }
  return { major: input.toString('latin1', 8, 12), compatible };
}

/**
 * Whether the bytes are a HEVC-coded HEIF picture (a phone's HEIC), judged by the `ftyp` brand,
 * never the file's name or the browser's type. The prebuilt libvips in sharp reads AVIF but not
 * these: they are decoded by libheif compiled to WebAssembly (heic-decode).
 */
export function isHevcHeif(input: Buffer): boolean {
  const brands = ftypBrands(input);
  if (!brands) return false;
  if (HEVC_BRANDS.has(brands.major)) return true;
  return GENERIC_BRANDS.has(brands.major) && !brands.compatible.some((brand) => AV1_BRANDS.has(brand));
}

export class TooManyPixelsError extends Error {
  readonly maxPixels: number;

  constructor(maxPixels: number) {
    super(`The picture has more than ${maxPixels} pixels.`);
    this.name = 'TooManyPixelsError';
    this.maxPixels = maxPixels;
  }
}

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function decodeInWorker(input: Buffer, maxPixels: number): Promise<HeicOutcome> {
  const job: HeicJob = { input: new Uint8Array(input), maxPixels };
  const worker = new Worker(HEIC_WORKER, { workerData: job });
  return new Promise<HeicOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: HeicOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().then(
        () => resolve(outcome),
        () => resolve(outcome),
      );
    };
    const fail = (error: string) => settle({ ok: false, tooManyPixels: false, error });
    const timer = setTimeout(() => fail(`decoding took longer than ${DECODE_TIMEOUT_MS} ms`), DECODE_TIMEOUT_MS);
    worker.once('message', settle);
    worker.once('error', (error) => fail(error.message));
    worker.once('exit', (code) => fail(`the HEIC worker exited (code ${code}) before it answered`));
  });
}

/**
 * Decodes the primary picture of a HEIC file to RGBA pixels, turned as the file's own
 * transformations say (libheif applies `irot`/`imir`; HEIF ignores EXIF orientation), in a worker
 * thread, at most MAX_CONCURRENT_DECODES at once. The size is read from the container first: past
 * `maxPixels`, nothing is decoded.
 */
export async function decodeHevcHeif(
  input: Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number; data: Buffer; opaque: boolean }> {
  // libheif sizes its work by the stream's own parameter sets, not only the declared size the
  // worker checks: a stream coded larger than declared is refused here, before any decoding.
  let coded: CodedSize[];
  try {
    coded = heifCodedSizes(input);
  } catch (error) {
    throw new Error(`could not read the HEIC picture: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (coded.some(({ width, height }) => width * height > maxPixels)) throw new TooManyPixelsError(maxPixels);
  const outcome = await inTurn(() => decodeInWorker(input, maxPixels));
  if (!outcome.ok) {
    if (outcome.tooManyPixels) throw new TooManyPixelsError(maxPixels);
    throw new Error(`could not decode the HEIC picture: ${outcome.error}`);
  }
  const { width, height, data, opaque } = outcome;
  // The worker checked the size the container declares; the pixels it sent back must agree before
  // anything is made of them (a HEVC stream larger than its declared size is refused here).
  if (width * height > maxPixels) throw new TooManyPixelsError(maxPixels);
  if (data.byteLength !== width * height * RGBA_CHANNELS) throw new Error('the HEIC picture decoded to the wrong size');
  return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), opaque };
}

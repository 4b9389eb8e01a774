// The HEIC worker: decodes one phone photo (HEVC-coded HEIF) with libheif compiled to WebAssembly,
// posts its RGBA pixels back and ends. The decoding is synchronous and takes seconds for a 12 MP
// photo: in a thread of its own, the gateway's other requests never wait on it.
import { parentPort, workerData } from 'node:worker_threads';
import decodeHeic from 'heic-decode';
import type { HeicJob, HeicOutcome } from './heic-picture.ts';

const job = workerData as HeicJob;

/** Whether every pixel's alpha (each fourth byte) is full: libheif gives RGBA even for photos without any. */
function isOpaque(rgba: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

async function decode(): Promise<HeicOutcome> {
  try {
    const images = await decodeHeic.all({ buffer: job.input });
    try {
      const [primary] = images;
      if (!primary) return { ok: false, tooManyPixels: false, error: 'The HEIF file holds no picture.' };
      // The size comes from the container: past the limit, nothing is decoded.
      if (primary.width * primary.height > job.maxPixels) return { ok: false, tooManyPixels: true, error: '' };
      const { width, height, data } = await primary.decode();
      return { ok: true, width, height, data, opaque: isOpaque(data) };
    } finally {
      images.dispose();
    }
  } catch (error) {
    return { ok: false, tooManyPixels: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const outcome = await decode();
parentPort?.postMessage(outcome, outcome.ok ? [outcome.data.buffer as ArrayBuffer] : []);

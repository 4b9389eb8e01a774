import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { QUOTE_PHOTO_MAX_MEGAPIXELS } from '../../contract/quote-requests.ts';

// A picture bomb: a file of a few kilobytes that decodes to tens of millions of pixels, sent many
// times at once to the public quote-photo upload. Shared by the gateway's test (a child process)
// and the whole-stack test (through nginx), and by bench/picture-bomb.ts.

export const MIB = 1024 * 1024;
/** Sent at once, each under its own form token, as the attack on main was. */
export const BOMB_UPLOADS = 24;
/** The attack on main: 7,745 × 7,745 (60 MP) of one colour, under main's old 60 MP cap. */
export const OLD_CAP_SIDE = 7745;
/** The largest square the pixel cap takes: the most a bomb can still make the gateway decode. */
export const UNDER_CAP_SIDE = Math.floor(Math.sqrt(QUOTE_PHOTO_MAX_MEGAPIXELS * 1_000_000));

export interface BombPicture {
  data: Buffer;
  type: string;
  name: string;
}

const ONE_COLOUR = { r: 74, g: 119, b: 170 };

const square = (side: number) => sharp({ create: { width: side, height: side, channels: 3, background: ONE_COLOUR } });

/** One colour, lossless WebP: about 2 kB. */
export async function bombWebp(side: number): Promise<BombPicture> {
  return { data: await square(side).webp({ lossless: true }).toBuffer(), type: 'image/webp', name: 'bomb.webp' };
}

/** One colour JPEG stored sideways (EXIF orientation 6, as phones write them), which must be turned after decoding. */
export async function bombJpeg(side: number): Promise<BombPicture> {
  const data = await square(side).jpeg({ quality: 50 }).withMetadata({ orientation: 6 }).toBuffer();
  return { data, type: 'image/jpeg', name: 'bomb.jpg' };
}

export interface UploadOutcome {
  status: number;
  retryAfter: string | null;
}

/**
 * Sends every picture at once to `POST /api/contact/photos`, each under a form token of its own
 * (fetched first), with `headers` on each upload.
 */
export async function sendBomb(
  baseUrl: string,
  pictures: readonly BombPicture[],
  headers: Record<string, string> = {},
): Promise<UploadOutcome[]> {
  const tokens = await Promise.all(
    pictures.map(async () => {
      const response = await fetch(`${baseUrl}/api/contact/token`, { headers });
      return ((await response.json()) as { token: string }).token;
    }),
  );
  return Promise.all(
    pictures.map(async (picture, index) => {
      const form = new FormData();
      form.set('formToken', tokens[index] ?? '');
      form.set('photo', new Blob([new Uint8Array(picture.data)], { type: picture.type }), picture.name);
      const response = await fetch(`${baseUrl}/api/contact/photos`, { method: 'POST', body: form, headers });
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    }),
  );
}

/** Runs `work` while reading the gateway's memory every `everyMs`; answers with its result and the highest reading. */
export async function whileSampling<T>(
  readBytes: () => Promise<number>,
  work: () => Promise<T>,
  everyMs = 50,
): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = await readBytes();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peakBytes = Math.max(peakBytes, await readBytes());
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    const result = await work();
    return { result, peakBytes };
  } finally {
    running = false;
    await sampler;
    peakBytes = Math.max(peakBytes, await readBytes());
  }
}

/** Milliseconds `signIn` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Waits until the gateway's memory is below `limitBytes`, at most `withinMs`; answers with the last reading. */
export async function memorySettles(readBytes: () => Promise<number>, limitBytes: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let bytes = await readBytes();
  while (bytes >= limitBytes && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    bytes = await readBytes();
  }
  return bytes;
}

/** A memory line of /proc/<pid>/status (VmRSS: resident now; VmHWM: the most it ever was), in bytes. */
export function statusBytes(status: string, field: 'VmRSS' | 'VmHWM'): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** The resident memory of process `pid` (Linux), now or (`VmHWM`) at its highest since it started. */
export async function residentBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  return statusBytes(await readFile(`/proc/${pid}/status`, 'utf8'), field);
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

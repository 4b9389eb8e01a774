import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEIC_FIXTURE } from '../testing/test-pictures.ts';
import { heifCodedSizes } from './heic-coded-size.ts';
import { isHevcHeif, MAX_FTYP_BRANDS } from './heic-picture.ts';
import { decodePicture, TooManyPixelsError } from './image-pipeline.ts';

const fixture = () => readFileSync(HEIC_FIXTURE);
const box = (type: string, payload: Buffer, size = 8 + payload.length) =>
  Buffer.concat([
    Buffer.from([size >>> 24, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff]),
    Buffer.from(type, 'latin1'),
    payload,
  ]);
const ANY_BOX = { width: 1600 };
/** A quick answer, even on a busy machine: an unbounded loop over megabytes takes far longer. */
const QUICK_MS = 250;

/** The fixture with every `ispe` box declaring `side` × `side`: its HEVC stream is still coded 64 × 64. */
function declaringSmaller(side: number): Buffer {
  const bytes = Buffer.from(fixture());
  for (let at = bytes.indexOf('ispe'); at !== -1; at = bytes.indexOf('ispe', at + 4)) {
    bytes.writeUInt32BE(side, at + 8);
    bytes.writeUInt32BE(side, at + 12);
  }
  return bytes;
}

describe('a HEIC’s coded size', () => {
  it('is read from the HEVC stream’s parameter set', () => {
    expect(heifCodedSizes(fixture())).toEqual([{ width: 64, height: 64 }]);
  });

  it('refuses a stream coded larger than the size its container declares, before decoding it', async () => {
    const input = declaringSmaller(4);
    await expect(decodePicture(input, ANY_BOX, 100)).rejects.toBeInstanceOf(TooManyPixelsError);
  });

  it('judges a 15 MB ftyp box by its first brands, at once', () => {
    const brands = Buffer.alloc(15 * 1024 * 1024, 'mif1');
    const input = box('ftyp', Buffer.concat([Buffer.from('heic\0\0\0\0', 'latin1'), brands]));
    const started = performance.now();
    expect(isHevcHeif(input)).toBe(true);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect(MAX_FTYP_BRANDS).toBeLessThan(100);
  });

  it('stops at boxes that claim more than they hold, and after a bounded number of boxes', () => {
    const ftyp = box('ftyp', Buffer.from('heic\0\0\0\0mif1', 'latin1'));
    const pastTheEnd = Buffer.concat([ftyp, box('meta', Buffer.alloc(16), 1 << 30)]);
    expect(heifCodedSizes(pastTheEnd)).toEqual([]);
    // A million empty boxes before the meta box.
    const emptyBox = box('free', Buffer.alloc(0));
    const many = Buffer.concat([ftyp, Buffer.alloc(1_000_000 * emptyBox.length, emptyBox)]);
    const started = performance.now();
    expect(() => heifCodedSizes(many)).toThrow(RangeError);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });
});

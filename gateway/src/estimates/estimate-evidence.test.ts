import { createSecretKey } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_LIMITS } from '../../contract/estimates.ts';
import { threeOptionDraft } from '../testing/estimate-fixture.ts';
import { createEstimateKeys } from './estimate-keys.ts';
import { readSignature, SIGNATURE_MESSAGES } from './estimate-signature.ts';
import { canonicalJson, freezeVersion, validChoice } from './estimate-versions.ts';

// What an acceptance rests on: the version's hash (one text for one content), the customer's key
// (recomputed, never stored, looked up by its hash), the choice a form names, and the drawn
// signature kept as a clean PNG.

const asDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const drawn = (width: number, height: number, withText = false) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .png()
    .withMetadata(withText ? { exif: { IFD0: { ImageDescription: 'drawn on a phone' } } } : {})
    .toBuffer();

describe('the version hash', () => {
  it('is the same for the same content whatever the order of its keys, and changes with any amount', () => {
    const draft = threeOptionDraft('2026-04-26');
    const reordered = Object.fromEntries(Object.entries(draft).reverse()) as typeof draft;
    expect(canonicalJson(reordered)).toBe(canonicalJson(draft));
    const content = (d: typeof draft) => ({
      number: 1001,
      version: 1,
      business: { name: 'Brightside', phone: '', email: '', address: '', licence: '', accent: '#b4451f' },
      customer: { name: 'José Muñoz', email: 'jose@example.com', address: '12 Elm St' },
      draft: d,
      currency: 'USD',
      locale: 'en-US',
      timeZone: 'America/Los_Angeles',
    });
    const first = freezeVersion(content(draft));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(freezeVersion(content(reordered)).hash).toBe(first.hash);
    const cheaper = structuredClone(draft);
    if (cheaper.addOns[0]) cheaper.addOns[0].unitPriceCents -= 1;
    expect(freezeVersion(content(cheaper)).hash).not.toBe(first.hash);
  });
});

describe('the customer’s key', () => {
  const secret = createSecretKey(Buffer.alloc(32, 7));
  const keys = createEstimateKeys(secret);

  it('is 256 bits, the same each time for one estimate and nonce, and another for another estimate', () => {
    const nonce = keys.nonce();
    const key = keys.keyOf(12, nonce);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys.keyOf(12, nonce)).toBe(key);
    expect(keys.keyOf(13, nonce)).not.toBe(key);
    expect(keys.keyOf(12, keys.nonce())).not.toBe(key);
  });

  it('is looked up by a hash that is not the key, and a malformed key has none', () => {
    const key = keys.keyOf(12, keys.nonce());
    const hash = keys.hashOf(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key);
    for (const bad of ['', 'short', `${key}x`, 42, null, `${key.slice(0, 42)}!`])
      expect(keys.hashOf(bad)).toBeUndefined();
  });

  it('changes with the signing secret', () => {
    const other = createEstimateKeys(createSecretKey(Buffer.alloc(32, 8)));
    expect(other.keyOf(12, 'ab')).not.toBe(keys.keyOf(12, 'ab'));
  });
});

describe('the choice a form names', () => {
  const draft = threeOptionDraft('2026-04-26');
  it('takes an option and add-ons by index, each once, ascending', () => {
    expect(validChoice(draft, '1', ['0', '0'])).toEqual({ option: 1, addOns: [0] });
  });
  it('refuses an option or add-on the estimate does not have', () => {
    for (const [option, addOns] of [
      ['3', []],
      ['-1', []],
      ['1.5', []],
      ['', []],
      ['1', ['1']],
      ['1', ['x']],
    ] as [string, string[]][]) {
      expect(validChoice(draft, option, addOns), `${option} ${addOns}`).toBeUndefined();
    }
  });
  it('chooses the one option of an estimate that has one', () => {
    expect(validChoice({ ...draft, options: draft.options.slice(0, 1) }, undefined, [])).toEqual({
      option: 0,
      addOns: [],
    });
  });
});

describe('the drawn signature', () => {
  it('is kept as a PNG without the metadata it came with', async () => {
    const png = await drawn(600, 200, true);
    expect(png.includes(Buffer.from('drawn on a phone'))).toBe(true);
    const read = await readSignature(asDataUrl(png));
    expect(read.ok).toBe(true);
    if (!read.ok || !read.png) throw new Error('no signature');
    expect(read.png.includes(Buffer.from('drawn on a phone'))).toBe(false);
    expect(await sharp(read.png).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
  });

  it('is optional', async () => {
    expect(await readSignature(undefined)).toEqual({ ok: true, png: null });
    expect(await readSignature('')).toEqual({ ok: true, png: null });
  });

  it('refuses what is not a PNG, is too many pixels or too many bytes, in words', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const cases: [string, string][] = [
      [`data:image/png;base64,${jpeg.toString('base64')}`, SIGNATURE_MESSAGES.notPng],
      ['data:image/svg+xml;base64,PHN2Zz4=', SIGNATURE_MESSAGES.notPng],
      [`data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\nbroken').toString('base64')}`, SIGNATURE_MESSAGES.notPng],
      [asDataUrl(await drawn(ESTIMATE_LIMITS.signatureMaxWidth + 1, 10)), SIGNATURE_MESSAGES.tooLarge],
      [`data:image/png;base64,${'A'.repeat(ESTIMATE_LIMITS.signatureMaxBytes * 2)}`, SIGNATURE_MESSAGES.tooLarge],
    ];
    for (const [field, message] of cases) expect(await readSignature(field)).toEqual({ ok: false, message });
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GALLERY_CATEGORIES } from '../contract/gallery.ts';
import { DEMO_GALLERY, DEMO_SVG_MAX_BYTES, FOUR_BY_THREE, THREE_BY_TWO } from './demo-gallery.ts';

// What the demo portfolio promises the site: enough pictures to fill the gallery and the home page.
const MIN_PICTURES = 14;
const MIN_FEATURED = 4;
const MAX_FEATURED = 6;
/** Below this, a rendered picture is close to one flat colour: a broken drawing, not a room. */
const MIN_CHANNEL_DEVIATION = 20;
const FORBIDDEN_MARKUP = ['href', '<image', '<text', '<script'] as const;
/** Enough before/after pairs to show the comparison on a first start; each costs a picture to draw. */
const MIN_BEFORE_PICTURES = 2;
const MAX_BEFORE_PICTURES = 3;

describe('DEMO_GALLERY', () => {
  it(`holds at least ${MIN_PICTURES} pictures with unique titles`, () => {
    expect(DEMO_GALLERY.length).toBeGreaterThanOrEqual(MIN_PICTURES);
    expect(new Set(DEMO_GALLERY.map((item) => item.title)).size).toBe(DEMO_GALLERY.length);
  });

  it('shows every gallery category', () => {
    expect(new Set(DEMO_GALLERY.map((item) => item.category))).toEqual(new Set(GALLERY_CATEGORIES));
  });

  it(`features between ${MIN_FEATURED} and ${MAX_FEATURED} pictures`, () => {
    const featured = DEMO_GALLERY.filter((item) => item.featured).length;
    expect(featured).toBeGreaterThanOrEqual(MIN_FEATURED);
    expect(featured).toBeLessThanOrEqual(MAX_FEATURED);
  });

  it('frames every picture at 4:3 or 3:2', () => {
    const frames = [FOUR_BY_THREE, THREE_BY_TWO].map(({ width, height }) => `${width}x${height}`);
    for (const item of DEMO_GALLERY) expect(frames).toContain(`${item.width}x${item.height}`);
  });

  it(`gives ${MIN_BEFORE_PICTURES} to ${MAX_BEFORE_PICTURES} projects, at least one featured, a before picture`, () => {
    const withBefore = DEMO_GALLERY.filter((item) => item.beforeSvg);
    expect(withBefore.length).toBeGreaterThanOrEqual(MIN_BEFORE_PICTURES);
    expect(withBefore.length).toBeLessThanOrEqual(MAX_BEFORE_PICTURES);
    expect(withBefore.some((item) => item.featured)).toBe(true);
    for (const item of withBefore) expect(item.beforeSvg?.()).not.toBe(item.svg());
  });

  it('gives every picture a caption and alt text of its own', () => {
    for (const item of DEMO_GALLERY) {
      expect(item.caption.length).toBeGreaterThan(40);
      expect(item.alt.length).toBeGreaterThan(40);
      expect(item.alt).not.toBe(item.caption);
    }
    expect(new Set(DEMO_GALLERY.map((item) => item.alt)).size).toBe(DEMO_GALLERY.length);
  });
});

/** Every picture drawn on a first start: each project's, and its before picture when it has one. */
const PICTURES = DEMO_GALLERY.flatMap((item) => [
  [item.title, item] as const,
  ...(item.beforeSvg ? [[`${item.title}, before`, { ...item, svg: item.beforeSvg }] as const] : []),
]);

describe.each(PICTURES)('%s', (_title, item) => {
  const svg = item.svg();

  it(`is a self-contained SVG under ${DEMO_SVG_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(svg)).toBeLessThan(DEMO_SVG_MAX_BYTES);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain(`width="${item.width}" height="${item.height}"`);
    for (const markup of FORBIDDEN_MARKUP) expect(svg).not.toContain(markup);
  });

  it('draws the same picture every time, so its stored copy keeps its content hash', () => {
    expect(item.svg()).toBe(svg);
  });

  it('renders through sharp at its stated size and is not a flat box', async () => {
    const image = sharp(Buffer.from(svg), { failOn: 'error' });
    const { width, height } = await image.metadata();
    expect({ width, height }).toEqual({ width: item.width, height: item.height });
    const { channels } = await image.stats();
    for (const channel of channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(MIN_CHANNEL_DEVIATION);
  });
});

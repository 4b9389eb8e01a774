import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { extractText, extractTextItems, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { EstimateAcceptance, EstimateChoice, EstimateDraft } from '../../contract/estimates.ts';
import { formatMoney } from '../../contract/estimates.ts';
import {
  estimateDocument as documentFixture,
  largeDraft,
  line,
  threeOptionDraft,
} from '../testing/estimate-fixture.ts';
import type { EstimateDocument } from './estimate-document.ts';
import {
  ACCEPTANCE_PAGE_HEADING,
  ACCEPTED_LABEL,
  estimatePdf,
  estimatePdfTitle,
  PHOTOS_HEADING,
  pdfPageLabel,
} from './estimate-pdf.ts';
import { PDF_MARGIN } from './estimate-pdf-layout.ts';
import { choiceTotals } from './estimate-versions.ts';

// Fixed days and instants: nothing here depends on today's date.
const EXPIRES_ON = '2027-01-15';
const SENT_AT = '2026-12-03T23:30:00.000Z';
const ACCEPTED_AT = '2026-12-05T18:04:00.000Z';
const VERSION_HASH = createHash('sha256').update('estimate 1042, version 2').digest('hex');
const LETTER = { width: 612, height: 792 };

/** The version these tests print: version 2, sent on SENT_AT. */
const estimateDocument = (draft: EstimateDraft, changes: Partial<EstimateDocument> = {}) =>
  documentFixture(draft, { version: 2, versionHash: VERSION_HASH, sentAt: SENT_AT, ...changes });

function acceptanceOf(document: EstimateDocument, choice: EstimateChoice, signerName: string): EstimateAcceptance {
  return {
    version: document.version,
    versionHash: document.versionHash,
    choice,
    optionName: document.draft.options[choice.option]?.name ?? '',
    addOnNames: choice.addOns.map((at) => document.draft.addOns[at]?.description ?? ''),
    totals: choiceTotals(document.draft, choice),
    signerName,
    drawnSignature: true,
    at: ACCEPTED_AT,
    address: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  };
}

// pdf.js (and pdftotext) read a no-break space back as a plain space: the amounts are compared so.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function pdfText(pdf: Buffer): Promise<{ pages: string[]; all: string }> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  const pages = text.map(plainSpaces);
  return { pages, all: pages.join('\n') };
}

const occurrences = (text: string, words: string) => text.split(words).length - 1;

/** The image XObjects the file holds (their dictionaries stay plain text; only streams are compressed). */
const imageObjects = (pdf: Buffer) => occurrences(pdf.toString('latin1'), '/Subtype /Image');

/** A photo as pdfPhotos makes them: a JPEG from sharp. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

interface DrawnImage {
  x: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where each page draws its images, in points from the page's top left: pdfkit writes a page's
 * content as one deflated stream, flipped to read top-down, each image as `w 0 0 -h x y+h cm /In Do`.
 */
function imagesByPage(pdf: Buffer): DrawnImage[][] {
  const pages: DrawnImage[][] = [];
  const bytes = pdf.toString('latin1');
  for (const stream of bytes.matchAll(/<<\n\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g)) {
    const start = stream.index + stream[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(stream[1]))).toString('latin1');
    if (!content.startsWith('1 0 0 -1 0 ')) continue;
    pages.push(
      [...content.matchAll(/([\d.]+) 0 0 -([\d.]+) ([\d.]+) ([\d.]+) cm\n\/I\d+ Do/g)].map(([, w, h, x, y]) => ({
        x: Number(x),
        top: Number(y) - Number(h),
        width: Number(w),
        height: Number(h),
      })),
    );
  }
  return pages;
}

function expectWithinMargins(image: DrawnImage, page = LETTER) {
  expect(image.x).toBeGreaterThanOrEqual(PDF_MARGIN - 0.5);
  expect(image.x + image.width).toBeLessThanOrEqual(page.width - PDF_MARGIN + 0.5);
  expect(image.top).toBeGreaterThanOrEqual(PDF_MARGIN - 0.5);
  expect(image.top + image.height).toBeLessThanOrEqual(page.height - PDF_MARGIN + 0.5);
}

describe('estimatePdf', () => {
  it('prints accented names and the euro in an embedded font, with nothing of the machine in it', async () => {
    const draft = threeOptionDraft(EXPIRES_ON);
    draft.options[0]?.areas[0]?.lines.push(line('Peinture mate, façade côté rue', 12, 'm²', 18.5));
    const document = estimateDocument(draft, {
      customer: { name: 'José Muñoz-Müller', email: 'jose@example.com', address: 'Calle Ñandú 3, Sevilla' },
      currency: 'EUR',
      locale: 'es-ES',
      timeZone: 'Europe/Madrid',
    });
    const pdf = await estimatePdf(document);
    const { all } = await pdfText(pdf);

    expect(all).toContain('José Muñoz-Müller');
    expect(all).toContain('Calle Ñandú 3, Sevilla');
    expect(all).toContain('Peinture mate, façade côté rue');
    expect(all).toContain(plainSpaces(formatMoney(22_200, 'EUR', 'es-ES')));
    expect(all).toContain('€');
    const bytes = pdf.toString('latin1');
    expect(bytes).toContain('/FontFile2');
    expect(bytes).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(bytes).not.toMatch(/node_modules|\/work\/|\/tmp\//);
  });

  it('prints the pound of a British estimate', async () => {
    const document = estimateDocument(threeOptionDraft(EXPIRES_ON), {
      currency: 'GBP',
      locale: 'en-GB',
      timeZone: 'Europe/London',
    });
    const { all } = await pdfText(await estimatePdf(document));
    const total = document.money.options[0]?.totals.total ?? 0;
    expect(all).toContain(formatMoney(total, 'GBP', 'en-GB'));
    expect(all).toContain('£');
  });

  it('writes every option’s amounts as formatMoney writes them for the page and the e-mail', async () => {
    const document = estimateDocument(threeOptionDraft(EXPIRES_ON));
    const { all } = await pdfText(await estimatePdf(document));
    const written = (cents: number) => formatMoney(cents, document.currency, document.locale);
    for (const { totals } of document.money.options) {
      expect(all).toContain(written(totals.subtotal));
      expect(all).toContain(written(totals.tax));
      expect(all).toContain(written(totals.total));
      expect(all).toContain(written(totals.deposit));
    }
    expect(all).toContain(written(document.money.addOns[0] ?? 0));
    expect(all).toContain('Tax (8.25 %)');
    expect(all).toContain('Valid until Friday, January 15, 2027');
    // 23:30 UTC on December 3 is still December 3 in Portland.
    expect(all).toContain('Sent Thursday, December 3, 2026');
  });

  it('makes the signed estimate: "Accepted" on the first page, and an acceptance page with the signer, the hash and the drawn signature', async () => {
    const base = estimateDocument(threeOptionDraft(EXPIRES_ON));
    const acceptance = acceptanceOf(base, { option: 1, addOns: [0] }, 'Dana Whitfield-Ortiz');
    const signaturePng = await sharp({
      create: { width: 321, height: 97, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const pdf = await estimatePdf({ ...base, acceptance, signaturePng });
    const { pages } = await pdfText(pdf);
    const first = pages[0] ?? '';
    const last = pages.at(-1) ?? '';
    const written = (cents: number) => formatMoney(cents, base.currency, base.locale);

    expect(first).toContain(ACCEPTED_LABEL);
    expect(first).toContain('Option: Better');
    expect(first).toContain('☑ Ceilings');
    expect(first).toContain(`Total: ${written(acceptance.totals.total)}`);
    expect(first).toContain(`Deposit due: ${written(acceptance.totals.deposit)}`);
    expect(last).toContain(ACCEPTANCE_PAGE_HEADING);
    expect(last).toContain('Dana Whitfield-Ortiz');
    expect(last).toContain(VERSION_HASH);
    expect(last).toContain('Dec 5, 2026, 10:04 AM PST');
    expect(last).toContain('203.0.113.7');
    expect(last).toContain('Safari/604.1');
    expect(last).toContain(written(acceptance.totals.total));
    // The drawn signature is the one image: its pixels, at its own size.
    const bytes = pdf.toString('latin1');
    expect(bytes).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 321[\s\S]*?\/Height 97/);
    const unsigned = (await estimatePdf({ ...base, acceptance, signaturePng: null })).toString('latin1');
    expect(unsigned).not.toContain('/Subtype /Image');
  });

  it('paginates a 3-option, 60-line estimate: every line once, "Page n of N" on each page, nothing past the margins', async () => {
    const draft = largeDraft(3, 20, EXPIRES_ON);
    let count = 0;
    for (const option of draft.options) {
      for (const area of option.areas) {
        for (const each of area.lines) {
          count += 1;
          each.description = `Line ${count} of ${option.name}: walls, trim and doors`;
        }
      }
    }
    expect(count).toBe(60);
    const pdf = await estimatePdf(estimateDocument(draft));
    const { pages, all } = await pdfText(pdf);

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, at) => {
      expect(page).toContain(pdfPageLabel(at + 1, pages.length));
      expect(page).toContain('Estimate 1042');
    });
    for (let n = 1; n <= count; n += 1) expect(occurrences(all, `Line ${n} of `)).toBe(1);

    const { items } = await extractTextItems(new Uint8Array(pdf));
    for (const item of items.flat().filter((each) => each.str.trim() !== '')) {
      expect(item.x).toBeGreaterThanOrEqual(PDF_MARGIN - 0.5);
      expect(item.x + item.width).toBeLessThanOrEqual(LETTER.width - PDF_MARGIN + 0.5);
      expect(item.y).toBeLessThanOrEqual(LETTER.height - PDF_MARGIN);
      expect(item.y).toBeGreaterThan(0);
    }
  });

  it('wraps a word longer than its column within the page', async () => {
    const draft = threeOptionDraft(EXPIRES_ON);
    const longWord = 'Sandblasting'.repeat(12);
    draft.addOns.push(line(longWord, 1, 'each', 99, { details: 'x'.repeat(400) }));
    const pdf = await estimatePdf(estimateDocument(draft));
    const { items } = await extractTextItems(new Uint8Array(pdf));
    for (const item of items.flat()) {
      expect(item.x + item.width).toBeLessThanOrEqual(LETTER.width - PDF_MARGIN + 0.5);
    }
    const { all } = await pdfText(pdf);
    expect(all.replace(/\s/g, '')).toContain(longWord);
  });

  it('prints markup in an item name literally, as text, and typed line ends and tabs as such', async () => {
    const draft = threeOptionDraft(EXPIRES_ON);
    const markup = '<script>alert(1)</script>';
    draft.options[0]?.areas[0]?.lines.push(line(markup, 1, 'each', 10, { details: '<b>bold</b> &amp;\r\nTab\there' }));
    const { all } = await pdfText(await estimatePdf(estimateDocument(draft)));
    expect(all).toContain(markup);
    expect(all).toContain('<b>bold</b> &amp;\nTab here');
  });

  it('prints on Letter for the United States and on A4 elsewhere, titled with the estimate and the business', async () => {
    const american = await estimatePdf(estimateDocument(threeOptionDraft(EXPIRES_ON)));
    const german = await estimatePdf(
      estimateDocument(threeOptionDraft(EXPIRES_ON), { currency: 'EUR', locale: 'de-DE', timeZone: 'Europe/Berlin' }),
    );
    expect(american.toString('latin1')).toContain(`/MediaBox [0 0 ${LETTER.width} ${LETTER.height}]`);
    expect(german.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { info } = await getMeta(new Uint8Array(american));
    expect(info.Title).toBe(estimatePdfTitle(estimateDocument(threeOptionDraft(EXPIRES_ON))));
    expect(info.Title).toBe('Estimate 1042 — Brightside Painting');
    expect(info.Author).toBe('Brightside Painting');
  });

  it('prints the draft’s photos under "Photos", after the notes and before the terms, two to a row', async () => {
    const document = estimateDocument(threeOptionDraft(EXPIRES_ON));
    const photos = await Promise.all([jpeg(640, 480), jpeg(300, 400)]);
    const pdf = await estimatePdf(document, { photos });
    const bytes = pdf.toString('latin1');

    expect(imageObjects(pdf)).toBe(2);
    expect(bytes).toMatch(/\/Subtype \/Image[^>]*\/Width 640\n\/Height 480/);
    expect(bytes).toMatch(/\/Subtype \/Image[^>]*\/Width 300\n\/Height 400/);
    const { all } = await pdfText(pdf);
    expect(occurrences(all, PHOTOS_HEADING)).toBe(1);
    expect(all.indexOf('Notes')).toBeLessThan(all.indexOf(PHOTOS_HEADING));
    expect(all.indexOf(PHOTOS_HEADING)).toBeLessThan(all.indexOf('Terms'));

    // Side by side, each in half the column, its shape kept: the upright one is as tall as the box, and narrower.
    const [landscape, portrait] = imagesByPage(pdf).flat();
    if (!landscape || !portrait) throw new Error('two images drawn');
    expectWithinMargins(landscape);
    expectWithinMargins(portrait);
    expect(landscape.x).toBe(PDF_MARGIN);
    expect(portrait.x).toBeGreaterThan(LETTER.width / 2);
    expect(landscape.width / landscape.height).toBeCloseTo(640 / 480, 3);
    expect(portrait.width / portrait.height).toBeCloseTo(300 / 400, 3);
    expect(portrait.height).toBeCloseTo(landscape.height, 3);
    expect(portrait.top).toBeCloseTo(landscape.top, 3);
    expect(await estimatePdf(document, { photos })).toEqual(pdf);
  });

  it('goes on to the next page a row at a time, every photo within the margins', async () => {
    const photos = await Promise.all(Array.from({ length: 9 }, (_, at) => jpeg(400 + at * 40, 300)));
    const pdf = await estimatePdf(estimateDocument(threeOptionDraft(EXPIRES_ON)), { photos });
    const pages = imagesByPage(pdf);
    const { pages: texts } = await pdfText(pdf);

    expect(imageObjects(pdf)).toBe(9);
    expect(pages.flat()).toHaveLength(9);
    expect(pages.filter((images) => images.length > 0).length).toBeGreaterThan(1);
    for (const images of pages) {
      // Whole rows on a page: a row never splits.
      expect(images.length % 2 === 0 || images === pages.findLast((each) => each.length > 0)).toBe(true);
      for (const image of images) expectWithinMargins(image);
    }
    texts.forEach((text, at) => {
      expect(text).toContain(pdfPageLabel(at + 1, texts.length));
    });
  });

  it('has no photo section without photos', async () => {
    const document = estimateDocument(threeOptionDraft(EXPIRES_ON));
    for (const pdf of [await estimatePdf(document), await estimatePdf(document, { photos: [] })]) {
      expect(imageObjects(pdf)).toBe(0);
      expect((await pdfText(pdf)).all).not.toContain(PHOTOS_HEADING);
    }
  });

  it('leaves out a photo pdfkit cannot read and prints the rest; with none readable, no section', async () => {
    const good = await jpeg(320, 240);
    const unreadable = [
      Buffer.from('not a picture'),
      Buffer.alloc(0),
      // A JPEG's start, cut before its size.
      good.subarray(0, 20),
      // PNG: pdfkit reads it, but an error in its alpha would end the process; the photos are JPEG.
      await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ffffff80' } })
        .png()
        .toBuffer(),
    ];
    const document = estimateDocument(threeOptionDraft(EXPIRES_ON));

    const pdf = await estimatePdf(document, { photos: [...unreadable, good] });
    expect(imageObjects(pdf)).toBe(1);
    expect(imagesByPage(pdf).flat()).toHaveLength(1);
    const { all } = await pdfText(pdf);
    expect(all).toContain(PHOTOS_HEADING);
    expect(all).toContain('Terms');

    const none = await estimatePdf(document, { photos: unreadable });
    expect(imageObjects(none)).toBe(0);
    expect((await pdfText(none)).all).not.toContain(PHOTOS_HEADING);
  });

  it('makes the same file from the same estimate', async () => {
    const document = estimateDocument(threeOptionDraft(EXPIRES_ON));
    expect((await estimatePdf(document)).equals(await estimatePdf(document))).toBe(true);
  });
});

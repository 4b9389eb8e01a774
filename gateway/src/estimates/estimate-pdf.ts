import PDFDocument from 'pdfkit';
import { lineAmount } from '../../contract/estimate-money.ts';
import {
  type EstimateLine,
  type EstimateTotals,
  formatMoney,
  formatPercent,
  formatQuantity,
} from '../../contract/estimates.ts';
import { zonedDate } from '../../contract/wall-clock.ts';
import { dayWords, momentWords } from './estimate-dates.ts';
import type { EstimateDocument } from './estimate-document.ts';
import { estimatePdfFonts } from './estimate-pdf-fonts.ts';
import {
  LINK_COLOUR,
  MUTED_COLOUR,
  PDF_MARGIN,
  pdfLayout,
  type TableColumn,
  type TableRow,
  type TotalRow,
} from './estimate-pdf-layout.ts';

// The estimate as a PDF: what the customer downloads from the page, and, once accepted, the
// signed copy the acceptance e-mail carries to both sides. Every amount is the document's (the
// gateway's, from the lines), written by formatMoney as the page and the e-mails write it.

export const ACCEPTED_LABEL = 'Accepted';
export const ACCEPTANCE_PAGE_HEADING = 'Acceptance record';
export const PHOTOS_HEADING = 'Photos';
export const pdfPageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`;
export const estimatePdfTitle = (document: EstimateDocument) =>
  `Estimate ${document.number} — ${document.business.name}`;

/** Regions whose paper is Letter; everywhere else prints on A4. */
export const LETTER_REGIONS: ReadonlySet<string> = new Set(['US', 'CA', 'MX', 'PR', 'PH']);

export function paperSize(locale: string): 'LETTER' | 'A4' {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && LETTER_REGIONS.has(region) ? 'LETTER' : 'A4';
  } catch {
    return 'A4';
  }
}

const LOGO_FIT: [number, number] = [160, 56];
const SIGNATURE_FIT: [number, number] = [260, 110];
const LINE_COLUMNS: TableColumn[] = [
  { title: 'Work' },
  { title: 'Quantity', width: 78, align: 'right' },
  { title: 'Price', width: 82, align: 'right' },
  { title: 'Amount', width: 88, align: 'right' },
];
const TICKED = '☑';
const UNTICKED = '☐';

type Layout = ReturnType<typeof pdfLayout>;

/** The pictures a PDF prints beside its document, made ready by the gateway (the writer decodes none). */
export interface EstimatePdfPictures {
  /** The draft's photos (`draft.photoIds`) as JPEG, in its order (estimate-pdf-photos.ts makes them). */
  photos: readonly Buffer[];
}

/**
 * The estimate's PDF: the offer, and when `document.acceptance` is set, the signed estimate. The
 * photos follow the notes (both tell of the work priced above them) and precede the terms and the
 * deposit, which close the offer.
 */
export async function estimatePdf(
  document: EstimateDocument,
  pictures: EstimatePdfPictures = { photos: [] },
): Promise<Buffer> {
  const fonts = estimatePdfFonts();
  const doc = new PDFDocument({
    size: paperSize(document.locale),
    margin: PDF_MARGIN,
    bufferPages: true,
    // A font of our own from the start: pdfkit would otherwise load Helvetica, from files the bundle lacks.
    font: fonts.regular,
    lang: document.locale,
    displayTitle: true,
    info: {
      Title: estimatePdfTitle(document),
      Author: document.business.name,
      Subject: `Estimate ${document.number}, version ${document.version}, for ${document.customer.name}`,
      // The document's own moment, not the machine's: the same estimate makes the same file.
      CreationDate: new Date(document.acceptance?.at ?? document.sentAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = pdfLayout(doc, { accent: document.business.accent, faces: fonts });
  businessHeader(layout, document);
  introduction(layout, document);
  if (document.acceptance) acceptedSummary(layout, document);
  options(layout, document);
  addOns(layout, document);
  notes(layout, document);
  layout.imageGrid(pictures.photos, { heading: { text: PHOTOS_HEADING, level: 2 } });
  termsAndDeposit(layout, document);
  if (document.acceptance) {
    doc.addPage();
    acceptancePage(layout, document);
  }
  layout.footer((page, pages) => [
    `Estimate ${document.number}, version ${document.version}`,
    pdfPageLabel(page, pages),
  ]);
  doc.end();
  return finished;
}

/** "Dec 5, 2026, 10:04 AM PST": an instant in the business's zone, as the e-mails write it. */
const instantWords = (at: string, { locale, timeZone }: EstimateDocument) => momentWords(at, locale, timeZone);

const money = (document: EstimateDocument, cents: number) => formatMoney(cents, document.currency, document.locale);

const optionName = (document: EstimateDocument, at: number) =>
  document.draft.options[at]?.name || (document.draft.options.length === 1 ? 'The work' : `Option ${at + 1}`);

/** A payment page of the owner's processor, only as https (as the customer's page links it). */
const safePayLink = (link: string) => (/^https:\/\/[^\s"<>]+$/i.test(link) ? link : '');

function businessHeader(layout: Layout, { business }: EstimateDocument) {
  if (business.logoPng) {
    layout.image(business.logoPng, LOGO_FIT);
    layout.gap(8);
  }
  layout.paragraph(business.name, { size: 16, face: 'bold' });
  layout.paragraph([business.phone, business.email].filter(Boolean).join('  ·  '));
  layout.paragraph(business.address);
  // As the owner wrote it: no word added to it.
  if (business.licence) layout.paragraph(business.licence, { size: 9 });
  layout.gap(6);
  layout.rule(layout.accent);
  layout.gap(6);
}

function introduction(layout: Layout, document: EstimateDocument) {
  const { customer, draft } = document;
  layout.heading(`Estimate ${document.number}`, 1);
  layout.paragraph(
    [
      `Version ${document.version}`,
      `Sent ${dayWords(zonedDate(Date.parse(document.sentAt), document.timeZone), document.locale)}`,
      `Valid until ${dayWords(draft.expiresOn, document.locale)}`,
    ].join('\n'),
  );
  layout.gap(4);
  layout.facts(
    [
      ['For', [customer.name, customer.email].filter(Boolean).join('\n')],
      ['Work at', customer.address],
    ].filter(([, value]) => value !== '') as [string, string][],
  );
}

function acceptedSummary(layout: Layout, document: EstimateDocument) {
  const accepted = document.acceptance;
  if (!accepted) return;
  layout.gap(6);
  layout.marked(() => {
    layout.indented(ACCEPTED_LABEL, { size: 14, face: 'bold' });
    layout.indented(`${accepted.signerName} accepted this estimate on ${instantWords(accepted.at, document)}.`);
    layout.indented(`Option: ${accepted.optionName || optionName(document, accepted.choice.option)}`, { face: 'bold' });
    document.draft.addOns.forEach((line, at) => {
      const ticked = accepted.choice.addOns.includes(at);
      layout.indented(
        `${ticked ? TICKED : UNTICKED} ${line.description}  +${money(document, document.money.addOns[at] ?? 0)}`,
        {
          colour: ticked ? undefined : MUTED_COLOUR,
        },
      );
    });
    layout.indented(`Total: ${money(document, accepted.totals.total)}`, { face: 'bold', size: 12 });
    if (accepted.totals.deposit > 0) {
      layout.indented(`Deposit due: ${money(document, accepted.totals.deposit)}`, { face: 'bold' });
    }
  });
  layout.gap(4);
}

function lineRows(document: EstimateDocument, lines: EstimateLine[], amounts: number[]): TableRow[] {
  return lines.map((line, at) => ({
    cells: [
      line.description,
      `${formatQuantity(line.quantityHundredths, document.locale)} ${line.unit}`,
      money(document, line.unitPriceCents),
      money(document, amounts[at] ?? 0),
    ],
    details: line.details,
  }));
}

function totalRows(document: EstimateDocument, totals: EstimateTotals, totalLabel: string): TotalRow[] {
  const { taxThousandths } = document.draft;
  return [
    { label: 'Subtotal', value: money(document, totals.subtotal) },
    ...(totals.discount > 0 ? [{ label: 'Discount', value: money(document, -totals.discount) }] : []),
    ...(taxThousandths > 0
      ? [{ label: `Tax (${formatPercent(taxThousandths, document.locale)} %)`, value: money(document, totals.tax) }]
      : []),
    { label: totalLabel, value: money(document, totals.total), strong: true },
    ...(totals.deposit > 0 ? [{ label: 'Deposit due on acceptance', value: money(document, totals.deposit) }] : []),
  ];
}

function options(layout: Layout, document: EstimateDocument) {
  const { draft } = document;
  const chosen = document.acceptance?.choice.option;
  if (draft.options.length > 1) {
    layout.heading('Options', 2);
    layout.paragraph(`Choose one of these ${draft.options.length} options.`);
  } else {
    layout.heading('The work', 2);
  }
  draft.options.forEach((option, at) => {
    const name = optionName(document, at);
    const totals = document.money.options[at]?.totals;
    if (draft.options.length > 1) layout.heading(at === chosen ? `${name} — chosen` : name, 3);
    for (const area of option.areas) {
      if (area.lines.length === 0) continue;
      layout.table(LINE_COLUMNS, lineRows(document, area.lines, area.lines.map(lineAmount)), {
        heading: area.name ? { text: area.name, level: 4 } : undefined,
        continued: [name, area.name].filter(Boolean).join(', '),
      });
    }
    if (totals) {
      const label = draft.addOns.length > 0 ? `${name}: total before add-ons` : `${name}: total`;
      layout.totals(totalRows(document, totals, label));
    }
  });
}

function addOns(layout: Layout, document: EstimateDocument) {
  const { draft } = document;
  if (draft.addOns.length === 0) return;
  const ticked = document.acceptance?.choice.addOns;
  const title = ticked ? 'Add-ons' : 'Add-ons you may choose';
  const rows = lineRows(document, draft.addOns, document.money.addOns);
  layout.table(
    LINE_COLUMNS,
    ticked
      ? rows.map((row, at) => ({
          ...row,
          cells: row.cells.map((cell, column) =>
            column === 0 ? `${ticked.includes(at) ? TICKED : UNTICKED} ${cell}` : cell,
          ),
        }))
      : rows,
    { heading: { text: title, level: 2 }, continued: title },
  );
}

function notes(layout: Layout, { draft }: EstimateDocument) {
  if (!draft.notes) return;
  layout.heading('Notes', 2);
  layout.paragraph(draft.notes);
}

function termsAndDeposit(layout: Layout, document: EstimateDocument) {
  const { draft } = document;
  if (draft.terms) {
    layout.heading('Terms', 2);
    layout.paragraph(draft.terms, { size: 9.5 });
  }
  const payLink = safePayLink(draft.paymentLink);
  if (draft.paymentInstructions || payLink) {
    layout.heading('The deposit', 2);
    layout.paragraph(draft.paymentInstructions);
    if (payLink) layout.paragraph(`Pay online: ${payLink}`, { link: payLink, colour: LINK_COLOUR });
  }
}

function acceptancePage(layout: Layout, document: EstimateDocument) {
  const accepted = document.acceptance;
  if (!accepted) return;
  layout.heading(ACCEPTANCE_PAGE_HEADING, 1);
  layout.paragraph(
    `${accepted.signerName} accepted estimate ${document.number}, version ${accepted.version}, from ${document.business.name} online, ` +
      `by typing their full name${document.signaturePng ? ' and drawing a signature' : ''}.`,
  );
  layout.gap(6);
  layout.facts([
    [ACCEPTED_LABEL, `${instantWords(accepted.at, document)} (${accepted.at})`],
    ['Typed name (the signature)', accepted.signerName],
    ['Option', accepted.optionName || optionName(document, accepted.choice.option)],
    ['Add-ons', accepted.addOnNames.length > 0 ? accepted.addOnNames.join(', ') : 'None'],
    ['Total', money(document, accepted.totals.total)],
    ['Deposit due', money(document, accepted.totals.deposit)],
    ['Version', String(accepted.version)],
    ['SHA-256 of the version accepted', accepted.versionHash],
    ['Internet address', accepted.address],
    ['Browser', accepted.userAgent],
  ]);
  layout.heading('Drawn signature', 4);
  if (document.signaturePng) layout.image(document.signaturePng, SIGNATURE_FIT);
  else layout.paragraph('None: the typed name above is the signature.');
}

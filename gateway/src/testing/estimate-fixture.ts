import type { EstimateDraft, EstimateLine } from '../../contract/estimates.ts';
import type { EstimateDocument } from '../estimates/estimate-document.ts';
import { draftMoney } from '../estimates/estimate-versions.ts';

/** A line as the editor makes it: quantity and price as people write them ("2.5", "45.00"). */
export const line = (
  description: string,
  quantity: number,
  unit: string,
  unitPrice: number,
  { taxable = true, details = '' }: { taxable?: boolean; details?: string } = {},
): EstimateLine => ({
  description,
  details,
  quantityHundredths: Math.round(quantity * 100),
  unit,
  unitPriceCents: Math.round(unitPrice * 100),
  taxable,
});

/**
 * Good / Better / Best for an interior repaint, a ceilings add-on, 8.25 % tax on materials and a
 * 50 % deposit; the expiry a calendar day the test names (never today's date).
 */
export function threeOptionDraft(expiresOn: string): EstimateDraft {
  const walls = (price: number) => line('Walls, two coats', 620, 'sq ft', price, { taxable: false });
  return {
    options: [
      {
        name: 'Good',
        areas: [{ name: 'Living room', lines: [walls(1.8), line('Paint and supplies', 3, 'gallon', 42)] }],
      },
      {
        name: 'Better',
        areas: [
          { name: 'Living room', lines: [walls(2.1), line('Paint and supplies', 3, 'gallon', 58)] },
          { name: 'Trim', lines: [line('Baseboards and door casings', 140, 'linear ft', 1.75, { taxable: false })] },
        ],
      },
      {
        name: 'Best',
        areas: [
          { name: 'Living room', lines: [walls(2.4), line('Premium paint and supplies', 3, 'gallon', 79)] },
          { name: 'Trim', lines: [line('Baseboards, casings and crown', 190, 'linear ft', 2.1, { taxable: false })] },
        ],
      },
    ],
    addOns: [line('Ceilings', 1, 'room', 450, { taxable: false })],
    discount: { kind: 'none' },
    taxThousandths: 8250,
    notes: 'Colors as chosen at the visit: walls in Swiss Coffee, trim in Extra White.',
    terms: 'Work starts within two weeks of acceptance.',
    photoIds: [],
    expiresOn,
    deposit: { kind: 'percent', thousandths: 50_000 },
    paymentInstructions: 'Zelle to pay@brightside.example, or a check to Brightside Painting.',
    paymentLink: 'https://pay.example.com/brightside',
  };
}

/** An estimate of `options` options with `linesPerOption` lines each, spread over a few areas (benchmarks, paging). */
export function largeDraft(options: number, linesPerOption: number, expiresOn: string): EstimateDraft {
  const base = threeOptionDraft(expiresOn);
  return {
    ...base,
    options: Array.from({ length: options }, (_, at) => ({
      name: ['Good', 'Better', 'Best'][at] ?? `Option ${at + 1}`,
      areas: ['Living room', 'Kitchen', 'Hallway', 'Bedrooms'].map((name, area) => ({
        name,
        lines: Array.from({ length: linesPerOption }, (_, n) => n)
          .filter((n) => n % 4 === area)
          .map((n) =>
            line(`Item ${n + 1}: walls, trim and doors`, 10 + n, 'sq ft', 1.5 + at * 0.25, {
              details: 'Fill nail holes, sand, spot-prime, two finish coats.',
            }),
          ),
      })),
    })),
  };
}

/** The business a test's estimate names (Portland, Oregon; Letter paper; dollars). */
export const ESTIMATE_BUSINESS: EstimateDocument['business'] = {
  name: 'Brightside Painting',
  phone: '(503) 555-0142',
  email: 'hello@brightside.example',
  address: '1200 SE Morrison St, Portland, OR 97214',
  licence: 'CCB 123456',
  accent: '#b4451f',
  logoPng: null,
  logoSrc: null,
};

/** A sent version of `draft` as the page, the PDF and the e-mails are made from; `changes` as a test needs. */
export function estimateDocument(draft: EstimateDraft, changes: Partial<EstimateDocument> = {}): EstimateDocument {
  return {
    number: 1042,
    version: 1,
    versionHash: 'a'.repeat(64),
    sentAt: '2026-07-01T16:30:00Z',
    business: ESTIMATE_BUSINESS,
    customer: { name: 'Dana Whitfield', email: 'dana@example.com', address: '42 Elm St, Portland, OR 97202' },
    draft,
    money: draftMoney(draft),
    currency: 'USD',
    locale: 'en-US',
    timeZone: 'America/Los_Angeles',
    acceptance: null,
    signaturePng: null,
    ...changes,
  };
}

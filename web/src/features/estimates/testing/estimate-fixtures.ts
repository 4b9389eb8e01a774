import { estimateTotals, lineAmount } from '@painting-site/gateway/contract/estimate-money';
import {
  ESTIMATE_DEFAULT_TERMS,
  type Estimate,
  type EstimateDraft,
  type EstimateLine,
  type EstimateMoney,
  type PriceListItem,
} from '@painting-site/gateway/contract/estimates';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { generatePath } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { estimateSettings, message } from '@/testing/dashboard-fixtures.ts';
import { jsonResponse, type stubApi } from '@/testing/stub-api.ts';

type Answer = Parameters<typeof stubApi>[0][string];

/** The request the estimates are written for. */
export const REQUEST: QuoteRequest = message(7, { name: 'Maria Gonzalez', email: 'maria@example.com' });

export const ESTIMATE_ID = 31;
export const ESTIMATE_PATH = generatePath(paths.adminEstimate, { id: String(ESTIMATE_ID) });

/** A new draft as the gateway makes it from a request: one option, one area, no lines yet. */
export function draft(changes: Partial<EstimateDraft> = {}): EstimateDraft {
  return {
    options: [{ name: '', areas: [{ name: '', lines: [] }] }],
    addOns: [],
    discount: { kind: 'none' },
    taxThousandths: 0,
    notes: '',
    terms: ESTIMATE_DEFAULT_TERMS,
    photoIds: [],
    expiresOn: '2027-01-15',
    deposit: { kind: 'none' },
    paymentInstructions: '',
    paymentLink: '',
    ...changes,
  };
}

export function line(changes: Partial<EstimateLine> = {}): EstimateLine {
  return {
    description: 'Walls, two coats',
    details: '',
    quantityHundredths: 100,
    unit: 'room',
    unitPriceCents: 45_000,
    taxable: true,
    ...changes,
  };
}

/** The amounts of a draft, by the contract's rule, as the gateway answers them. */
export function moneyOf(of: EstimateDraft): EstimateMoney {
  return {
    options: of.options.map((option) => ({
      name: option.name,
      totals: estimateTotals(
        option.areas.flatMap((area) => area.lines),
        { discount: of.discount, taxThousandths: of.taxThousandths, deposit: of.deposit },
      ),
    })),
    addOns: of.addOns.map(lineAmount),
  };
}

/** An estimate as `GET /api/admin/estimates/:id` answers: a draft never sent unless `changes` say otherwise. */
export function estimate(changes: Partial<Estimate> = {}): Estimate {
  const shown = changes.draft ?? draft();
  return {
    id: ESTIMATE_ID,
    requestId: REQUEST.id,
    number: 1042,
    state: 'draft',
    current: true,
    money: moneyOf(shown),
    changedSinceSent: true,
    versions: [],
    acceptance: null,
    declined: null,
    depositPaid: null,
    customerUrl: null,
    createdAt: '2026-12-01T15:00:00.000Z',
    updatedAt: '2026-12-01T15:00:00.000Z',
    ...changes,
    draft: shown,
  };
}

export const PRICE_LIST: PriceListItem[] = [
  {
    id: 1,
    name: 'Walls, two coats',
    details: 'Premium eggshell, patching included.',
    unit: 'sq ft',
    unitPriceCents: 250,
    taxable: true,
  },
  { id: 2, name: 'Front door', details: '', unit: 'each', unitPriceCents: 32_500, taxable: false },
  { id: 3, name: 'Trim and baseboards', details: '', unit: 'linear ft', unitPriceCents: 175, taxable: true },
];

/** The draft in the body of a PUT. */
export const draftOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as EstimateDraft;

/**
 * The gateway for one estimate: it answers the estimate, takes every draft saved (answering with
 * its amounts), and the request, the settings and the price list; `answers` add or replace.
 */
export function estimateAnswers(shown: Estimate = estimate(), answers: Record<string, Answer> = {}) {
  let current = shown;
  return {
    [`GET /api/admin/estimates/${ESTIMATE_ID}`]: () => jsonResponse(200, current),
    [`PUT /api/admin/estimates/${ESTIMATE_ID}`]: (_url: URL, init?: RequestInit) => {
      const saved = draftOf(init);
      current = { ...current, draft: saved, money: moneyOf(saved), changedSinceSent: true };
      return jsonResponse(200, current);
    },
    [`GET /api/admin/messages/${REQUEST.id}`]: () => jsonResponse(200, REQUEST),
    'GET /api/admin/estimates/settings': () => jsonResponse(200, estimateSettings()),
    'GET /api/admin/estimates/price-list': () => jsonResponse(200, { items: PRICE_LIST }),
    ...answers,
  } satisfies Record<string, Answer>;
}

import { createHash } from 'node:crypto';
import { estimateTotals, lineAmount } from '../../contract/estimate-money.ts';
import type { EstimateChoice, EstimateDraft, EstimateMoney, EstimateTotals } from '../../contract/estimates.ts';
import type { EstimateDocument } from './estimate-document.ts';

/** What a sent version freezes: the draft, and the business and customer as they were named in it. */
export interface VersionContent {
  number: number;
  version: number;
  business: Omit<EstimateDocument['business'], 'logoPng' | 'logoSrc'>;
  customer: EstimateDocument['customer'];
  draft: EstimateDraft;
  currency: string;
  locale: string;
  timeZone: string;
}

/** JSON with every object's keys sorted: one text for one content, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The version's canonical text and its SHA-256 (hex): what the acceptance names as evidence. */
export function freezeVersion(content: VersionContent): { text: string; hash: string } {
  const text = canonicalJson(content);
  return { text, hash: createHash('sha256').update(text, 'utf8').digest('hex') };
}

/** Whether two drafts say the same (the owner's edits since the last version sent, if any). */
export const sameDraft = (a: EstimateDraft, b: EstimateDraft) => canonicalJson(a) === canonicalJson(b);

/** The lines of an option, area after area. */
const optionLines = (draft: EstimateDraft, option: number) =>
  (draft.options[option]?.areas ?? []).flatMap((area) => area.lines);

/** The amounts of one choice: the option's lines and the add-ons ticked, by the contract's rule. */
export function choiceTotals(draft: EstimateDraft, choice: EstimateChoice): EstimateTotals {
  const addOns = choice.addOns.flatMap((at) => (draft.addOns[at] ? [draft.addOns[at]] : []));
  return estimateTotals([...optionLines(draft, choice.option), ...addOns], {
    discount: draft.discount,
    taxThousandths: draft.taxThousandths,
    deposit: draft.deposit,
  });
}

/** Each option's amounts with no add-on, and each add-on's own amount. */
export function draftMoney(draft: EstimateDraft): EstimateMoney {
  return {
    options: draft.options.map((option, at) => ({
      name: option.name,
      totals: choiceTotals(draft, { option: at, addOns: [] }),
    })),
    addOns: draft.addOns.map(lineAmount),
  };
}

/** The choice a customer's answer names, if it is one this draft has (add-ons once each, ascending). */
export function validChoice(draft: EstimateDraft, option: unknown, addOns: unknown[]): EstimateChoice | undefined {
  const index = (value: unknown, size: number) => {
    const number =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    return Number.isInteger(number) && number >= 0 && number < size ? number : undefined;
  };
  const chosen =
    draft.options.length === 1 && (option === undefined || option === '') ? 0 : index(option, draft.options.length);
  if (chosen === undefined) return undefined;
  const ticked = new Set<number>();
  for (const each of addOns) {
    const at = index(each, draft.addOns.length);
    if (at === undefined) return undefined;
    ticked.add(at);
  }
  return { option: chosen, addOns: [...ticked].sort((a, b) => a - b) };
}

import { estimateTotals, lineAmount, type MoneyLine } from '@painting-site/gateway/contract/estimate-money';
import {
  type Deposit,
  type Discount,
  ESTIMATE_LIMITS,
  type EstimateDraft,
  type EstimateLine,
  type EstimateMoney,
  type PriceListItem,
} from '@painting-site/gateway/contract/estimates';
import {
  moneyInput,
  type NumberReading,
  percentInput,
  priceInput,
  quantityInput,
  readAmount,
  readPercent,
  readQuantity,
  readUnitPrice,
} from './estimate-numbers.ts';

// The editor holds the draft as the owner types it: numbers as the text in their boxes, each row
// under a key of its own (so moving or removing one never hands its text or focus to another).
// `readDraft` turns it into the body of the PUT, with a message for each number it cannot read,
// keyed by the body's own path ("options.0.areas.1.lines.2.unitPriceCents"), as the gateway keys its.

export type LineValues = {
  key: number;
  description: string;
  details: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxable: boolean;
};
export type AreaValues = { key: number; name: string; lines: LineValues[] };
export type OptionValues = { key: number; name: string; areas: AreaValues[] };
export type AdjustmentKind = 'none' | 'amount' | 'percent';

export type EditorValues = {
  options: OptionValues[];
  addOns: LineValues[];
  discountKind: AdjustmentKind;
  /** An amount or a percent, as `discountKind` says. */
  discount: string;
  tax: string;
  depositKind: AdjustmentKind;
  deposit: string;
  notes: string;
  terms: string;
  photoIds: string[];
  expiresOn: string;
  paymentInstructions: string;
  paymentLink: string;
};

/** Field path → what is wrong with it. */
export type EditorMessages = Record<string, string>;

let lastKey = 0;
export function nextKey(): number {
  lastKey += 1;
  return lastKey;
}

/** The unit a new line starts with. */
export const NEW_LINE_UNIT = 'each';

export function newLine(): LineValues {
  return {
    key: nextKey(),
    description: '',
    details: '',
    quantity: '1',
    unit: NEW_LINE_UNIT,
    unitPrice: '',
    taxable: true,
  };
}

export const newArea = (): AreaValues => ({ key: nextKey(), name: '', lines: [] });

export const newOption = (): OptionValues => ({ key: nextKey(), name: '', areas: [newArea()] });

export function lineValues(line: EstimateLine, locale: string): LineValues {
  return {
    key: nextKey(),
    description: line.description,
    details: line.details,
    quantity: quantityInput(line.quantityHundredths, locale),
    unit: line.unit,
    unitPrice: priceInput(line.unitPriceCents, locale),
    taxable: line.taxable,
  };
}

/** A line of one unit of a price list's item: its name, details, unit, price and tax. */
export function lineFromPriceItem(item: PriceListItem, locale: string): LineValues {
  return {
    key: nextKey(),
    description: item.name,
    details: item.details,
    quantity: '1',
    unit: item.unit,
    unitPrice: priceInput(item.unitPriceCents, locale),
    taxable: item.taxable,
  };
}

const adjustmentInput = (adjustment: Discount | Deposit, locale: string) =>
  adjustment.kind === 'amount'
    ? moneyInput(adjustment.cents, locale)
    : adjustment.kind === 'percent'
      ? percentInput(adjustment.thousandths, locale)
      : '';

export function toEditorValues(draft: EstimateDraft, locale: string): EditorValues {
  return {
    options: draft.options.map((option) => ({
      key: nextKey(),
      name: option.name,
      areas: option.areas.map((area) => ({
        key: nextKey(),
        name: area.name,
        lines: area.lines.map((line) => lineValues(line, locale)),
      })),
    })),
    addOns: draft.addOns.map((line) => lineValues(line, locale)),
    discountKind: draft.discount.kind,
    discount: adjustmentInput(draft.discount, locale),
    tax: percentInput(draft.taxThousandths, locale),
    depositKind: draft.deposit.kind,
    deposit: adjustmentInput(draft.deposit, locale),
    notes: draft.notes,
    terms: draft.terms,
    photoIds: draft.photoIds,
    expiresOn: draft.expiresOn,
    paymentInstructions: draft.paymentInstructions,
    paymentLink: draft.paymentLink,
  };
}

/** A copy of an option with rows of their own, named as a copy ("Better (copy)"). */
export function duplicateOption(option: OptionValues, index: number): OptionValues {
  const name = `${option.name.trim() || `Option ${index + 1}`} (copy)`.slice(0, ESTIMATE_LIMITS.optionNameMaxLength);
  return {
    key: nextKey(),
    name,
    areas: option.areas.map((area) => ({
      ...area,
      key: nextKey(),
      lines: area.lines.map((line) => ({ ...line, key: nextKey() })),
    })),
  };
}

/** Every line of an estimate, the add-ons last: what the 200-line limit counts. */
export const lineCount = (values: EditorValues) =>
  values.options.reduce(
    (sum, option) => sum + option.areas.reduce((inArea, area) => inArea + area.lines.length, 0),
    0,
  ) + values.addOns.length;

/** The body's paths of a line's number fields. */
export const linePaths = (path: string) => ({
  description: `${path}.description`,
  details: `${path}.details`,
  quantity: `${path}.quantityHundredths`,
  unit: `${path}.unit`,
  unitPrice: `${path}.unitPriceCents`,
});

/** The path of the discount's or the deposit's box, as the body names the number in it. */
export const adjustmentPath = (name: 'discount' | 'deposit', kind: AdjustmentKind) =>
  `${name}.${kind === 'percent' ? 'thousandths' : 'cents'}`;

export const TAX_PATH = 'taxThousandths';

type Reader = { problems: EditorMessages; read: (reading: NumberReading, path: string) => number };

function reader(): Reader {
  const problems: EditorMessages = {};
  return {
    problems,
    read: (reading, path) => {
      if (reading.ok) return reading.value;
      problems[path] = reading.message;
      return 0;
    },
  };
}

function readLine(line: LineValues, path: string, locale: string, { read }: Reader): EstimateLine {
  const paths = linePaths(path);
  return {
    description: line.description,
    details: line.details,
    quantityHundredths: read(readQuantity(line.quantity, locale), paths.quantity),
    unit: line.unit,
    unitPriceCents: read(readUnitPrice(line.unitPrice, locale), paths.unitPrice),
    taxable: line.taxable,
  };
}

function readAdjustment(
  name: 'discount' | 'deposit',
  kind: AdjustmentKind,
  text: string,
  locale: string,
  { read }: Reader,
): Discount {
  const path = adjustmentPath(name, kind);
  if (kind === 'amount') return { kind, cents: read(readAmount(text, locale), path) };
  if (kind === 'percent') return { kind, thousandths: read(readPercent(text, locale), path) };
  return { kind: 'none' };
}

/**
 * The draft as the gateway takes it, and a message for each number that cannot be read (its
 * value is 0 in the draft, which is then not sent).
 */
export function readDraft(values: EditorValues, locale: string): { draft: EstimateDraft; problems: EditorMessages } {
  const numbers = reader();
  const draft: EstimateDraft = {
    options: values.options.map((option, at) => ({
      name: option.name,
      areas: option.areas.map((area, areaAt) => ({
        name: area.name,
        lines: area.lines.map((line, lineAt) =>
          readLine(line, `options.${at}.areas.${areaAt}.lines.${lineAt}`, locale, numbers),
        ),
      })),
    })),
    addOns: values.addOns.map((line, at) => readLine(line, `addOns.${at}`, locale, numbers)),
    discount: readAdjustment('discount', values.discountKind, values.discount, locale, numbers),
    taxThousandths: numbers.read(readPercent(values.tax, locale), TAX_PATH),
    notes: values.notes,
    terms: values.terms,
    photoIds: values.photoIds,
    expiresOn: values.expiresOn,
    deposit: readAdjustment('deposit', values.depositKind, values.deposit, locale, numbers),
    paymentInstructions: values.paymentInstructions,
    paymentLink: values.paymentLink,
  };
  return { draft, problems: numbers.problems };
}

/** A line's money as far as it can be read: what cannot be read counts as nothing. */
export function lineMoney(line: LineValues, locale: string): MoneyLine {
  const quantity = readQuantity(line.quantity, locale);
  const price = readUnitPrice(line.unitPrice, locale);
  return {
    quantityHundredths: quantity.ok ? quantity.value : 0,
    unitPriceCents: price.ok ? price.value : 0,
    taxable: line.taxable,
  };
}

export const lineAmountOf = (line: LineValues, locale: string) => lineAmount(lineMoney(line, locale));

/**
 * Each option's amounts with no add-on and each add-on's amount, as the owner types, by the
 * contract's rule (the gateway's own): what the customer will see once it is saved and sent.
 */
export function liveMoney(values: EditorValues, locale: string): EstimateMoney {
  const { draft } = readDraft(values, locale);
  return {
    options: draft.options.map((option) => ({
      name: option.name,
      totals: estimateTotals(
        option.areas.flatMap((area) => area.lines),
        { discount: draft.discount, taxThousandths: draft.taxThousandths, deposit: draft.deposit },
      ),
    })),
    addOns: draft.addOns.map(lineAmount),
  };
}

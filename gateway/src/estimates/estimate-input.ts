import { z } from 'zod';
import { ESTIMATE_MONEY_LIMITS, estimateTotals, lineAmount } from '../../contract/estimate-money.ts';
import {
  ESTIMATE_LIMITS,
  type EstimateDraft,
  type EstimateLine,
  type EstimateSettings,
  type PriceListItemInput,
} from '../../contract/estimates.ts';
import { calendarDate } from '../quote-requests/index.ts';

// What the owner sends for an estimate, checked at the edge: each field's words, each number a
// whole number of its smallest step within the contract's limits, and then the sums (no line,
// no option with every add-on, above the limits). Inside, the draft is trusted.

const L = ESTIMATE_LIMITS;
const M = ESTIMATE_MONEY_LIMITS;
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Text of at most `max` characters, trimmed, with no control characters but line breaks. */
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is text.` })
    .max(max * 2, `${what} can be at most ${max} characters.`)
    .transform((value) =>
      value
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n\t]/gu, '')
        .trim(),
    )
    .refine((value) => value.length <= max, `${what} can be at most ${max} characters.`);
const oneLine = (max: number, what: string) => text(max, what).transform((value) => value.replace(/\s+/g, ' '));
const named = (max: number, what: string) =>
  oneLine(max, what).refine((value) => value.length > 0, `Name the ${what.toLowerCase()}.`);

const wholeNumber = (what: string, min: number, max: number, tooBig: string) =>
  z
    .number({ error: `${what} is a number.` })
    .int(`${what} is a whole number of its smallest step.`)
    .min(min, min === 0 ? `${what} can’t be negative.` : `${what} must be more than 0.`)
    .max(max, tooBig);

const quantity = wholeNumber(
  'The quantity',
  1,
  M.maxQuantityHundredths,
  `The quantity can be at most ${(M.maxQuantityHundredths / 100).toLocaleString('en-US')}.`,
);
const unitPrice = wholeNumber(
  'The price',
  0,
  M.maxUnitPriceCents,
  `The price can be at most ${money(M.maxUnitPriceCents)} a unit.`,
);
const percent = (what: string) => wholeNumber(what, 0, M.maxPercentThousandths, `${what} can be at most 100 %.`);

export const estimateLine = z
  .object(
    {
      description: oneLine(L.descriptionMaxLength, 'The description'),
      details: text(L.detailsMaxLength, 'The details'),
      quantityHundredths: quantity,
      unit: oneLine(L.unitMaxLength, 'The unit'),
      unitPriceCents: unitPrice,
      taxable: z.boolean({ error: 'Use true or false.' }),
    },
    { error: 'Each line is an object.' },
  )
  .refine((line) => lineAmount(line) <= L.lineAmountMaxCents, {
    message: `A line can come to at most ${money(L.lineAmountMaxCents)}.`,
    path: ['unitPriceCents'],
  });

const area = z.object(
  {
    name: text(L.areaNameMaxLength, 'The area’s name'),
    lines: z.array(estimateLine, { error: 'The lines are a list.' }).max(L.linesMax, `At most ${L.linesMax} lines.`),
  },
  { error: 'Each area is an object.' },
);

const option = z.object(
  {
    name: oneLine(L.optionNameMaxLength, 'The option’s name'),
    areas: z
      .array(area, { error: 'The areas are a list.' })
      .max(L.areasPerOptionMax, `At most ${L.areasPerOptionMax} areas.`),
  },
  { error: 'Each option is an object.' },
);

const discount = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('amount'),
      cents: wholeNumber('The discount', 0, L.totalMaxCents, 'The discount is too large.'),
    }),
    z.object({ kind: z.literal('percent'), thousandths: percent('The discount') }),
  ],
  { error: 'The discount is none, an amount or a percent.' },
);
const deposit = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('amount'),
      cents: wholeNumber('The deposit', 0, L.totalMaxCents, 'The deposit is too large.'),
    }),
    z.object({ kind: z.literal('percent'), thousandths: percent('The deposit') }),
  ],
  { error: 'The deposit is none, an amount or a percent.' },
);

/** A payment page of the owner's processor: https only, or none. */
export const paymentLink = oneLine(L.paymentLinkMaxLength, 'The payment link').refine((value) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}, 'The payment link must be a full https:// address (from your payment provider).');

export const estimateDraft = z
  .object(
    {
      options: z
        .array(option, { error: 'The options are a list.' })
        .min(1, 'An estimate has at least one option.')
        .max(L.optionsMax, `At most ${L.optionsMax} options.`),
      addOns: z
        .array(estimateLine, { error: 'The add-ons are a list.' })
        .max(L.addOnsMax, `At most ${L.addOnsMax} add-ons.`),
      discount,
      taxThousandths: percent('The tax rate'),
      notes: text(L.notesMaxLength, 'The notes'),
      terms: text(L.termsMaxLength, 'The terms'),
      photoIds: z
        .array(z.string({ error: 'A photo id is text.' }).max(64), { error: 'The photos are a list.' })
        .max(L.photosMax, `At most ${L.photosMax} photos.`),
      expiresOn: calendarDate,
      deposit,
      paymentInstructions: text(L.paymentInstructionsMaxLength, 'The payment instructions'),
      paymentLink,
    },
    { error: 'The estimate is a JSON object.' },
  )
  .superRefine((draft, issues) => {
    const lines = draft.options.reduce(
      (sum, each) => sum + each.areas.reduce((inArea, one) => inArea + one.lines.length, 0),
      draft.addOns.length,
    );
    if (lines > L.linesMax) {
      issues.addIssue({
        code: 'custom',
        path: ['options'],
        message: `An estimate has at most ${L.linesMax} lines; this one has ${lines}.`,
      });
    }
    draft.options.forEach((each, at) => {
      const all: EstimateLine[] = [...each.areas.flatMap((one) => one.lines), ...draft.addOns];
      if (estimateTotals(all, { taxThousandths: draft.taxThousandths }).total > L.totalMaxCents) {
        issues.addIssue({
          code: 'custom',
          path: ['options', at, 'name'],
          message: `An option with every add-on can come to at most ${money(L.totalMaxCents)}.`,
        });
      }
    });
  });

/** An estimate's draft as the owner sends it (a total in it is not a field: it is dropped, never read). */
export type EstimateDraftInput = z.infer<typeof estimateDraft> & EstimateDraft;

export const priceListItem = z.object(
  {
    name: named(L.descriptionMaxLength, 'Item'),
    details: text(L.detailsMaxLength, 'The details'),
    unit: named(L.unitMaxLength, 'Unit'),
    unitPriceCents: unitPrice,
    taxable: z.boolean({ error: 'Use true or false.' }),
  },
  { error: 'The item is a JSON object.' },
) satisfies z.ZodType<PriceListItemInput>;

/** The locale must be one Intl knows; the currency an ISO 4217 code Intl can write. */
export const estimateSettings = z.object(
  {
    currency: z
      .string({ error: 'The currency is a code like USD.' })
      .regex(/^[A-Z]{3}$/, 'The currency is a three-letter code like USD.')
      .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'That currency is not one we can write.'),
    locale: z
      .string({ error: 'The locale is a code like en-US.' })
      .max(35)
      .refine((code) => {
        try {
          return Intl.NumberFormat.supportedLocalesOf([code]).length === 1;
        } catch {
          return false;
        }
      }, 'That locale is not one we can write (try en-US).'),
    terms: text(L.termsMaxLength, 'The terms'),
    paymentInstructions: text(L.paymentInstructionsMaxLength, 'The payment instructions'),
    paymentLink,
    taxThousandths: percent('The tax rate'),
  },
  { error: 'The settings are a JSON object.' },
) satisfies z.ZodType<EstimateSettings>;

/**
 * What a draft still needs before it can be sent (saved drafts may be half written): each option
 * named (when there are several) and with a line, each line described, with a unit, and the
 * expiry not before today. Field paths as the body's.
 */
export function sendProblems(draft: EstimateDraft, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const checkLine = (line: EstimateLine, path: string) => {
    if (line.description === '') problems[`${path}.description`] ??= 'Describe the work on this line.';
    if (line.unit === '') problems[`${path}.unit`] ??= 'Give the line a unit (each, sq ft, hour…).';
  };
  draft.options.forEach((each, at) => {
    if (draft.options.length > 1 && each.name === '')
      problems[`options.${at}.name`] = 'Name this option (Good, Better…).';
    if (each.areas.every((one) => one.lines.length === 0))
      problems[`options.${at}.areas`] = 'Add at least one line to this option.';
    each.areas.forEach((one, areaAt) => {
      for (const [lineAt, line] of one.lines.entries())
        checkLine(line, `options.${at}.areas.${areaAt}.lines.${lineAt}`);
    });
  });
  for (const [at, line] of draft.addOns.entries()) checkLine(line, `addOns.${at}`);
  if (draft.expiresOn < today) problems.expiresOn = 'The estimate would have expired already: pick a later day.';
  return problems;
}

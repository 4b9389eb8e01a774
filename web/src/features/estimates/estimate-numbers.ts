import { ESTIMATE_MONEY_LIMITS } from '@painting-site/gateway/contract/estimate-money';
import { ESTIMATE_LIMITS, formatPercent, formatQuantity } from '@painting-site/gateway/contract/estimates';

// What the owner types into a number box, read leniently ("1,250.50", "$45", "2.5", "8.875 %",
// "2,5" on a phone whose keyboard has a comma) into the integer of its smallest step: cents,
// hundredths of a unit, thousandths of a percent. Digits are read as text, never through a
// binary fraction, so "0.29" is 29 cents exactly.

export type NumberReading = { ok: true; value: number } | { ok: false; message: string };

export const NUMBER_MESSAGES = {
  notANumber: 'Enter a number, such as 1,250.50.',
  negative: 'This can’t be negative.',
  decimals: (decimals: number) => `Use at most ${decimals} decimals.`,
  quantityMissing: 'Enter the quantity.',
  quantityZero: 'The quantity must be more than 0.',
  quantityTooBig: `The quantity can be at most ${(ESTIMATE_MONEY_LIMITS.maxQuantityHundredths / 100).toLocaleString('en-US')}.`,
  priceTooBig: `The price can be at most ${(ESTIMATE_MONEY_LIMITS.maxUnitPriceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} a unit.`,
  amountTooBig: 'This amount is too large.',
  percentTooBig: 'A percent can be at most 100.',
} as const;

const MONEY_DECIMALS = 2;
const QUANTITY_DECIMALS = 2;
const PERCENT_DECIMALS = 3;

const decimalMarks = new Map<string, string>();

/** The locale's decimal mark ("." in en-US, "," in de-DE); "." for a locale Intl does not know. */
function decimalMarkOf(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    try {
      const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
      mark = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    } catch {
      mark = '.';
    }
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** A currency sign or code, or a percent sign, before or after the number: "$", "US$", "€", "USD", "%". */
const AFFIX = /^[^\d.,]{0,4}|[^\d.,]{0,4}$/gu;
const SPACES = /[\s\u00a0\u202f'’]/gu;

/**
 * Where the decimal mark of `core` (digits, dots and commas) is: -1 for none, undefined when the
 * marks make no number. With both marks the later one is the decimal mark and appears once; a
 * single kind of mark is digit grouping when every group after it has three digits and it is not
 * the locale's decimal mark, else (once) the decimal mark.
 */
function decimalMarkAt(core: string, decimal: string): number | undefined {
  const dots = core.split('.').length - 1;
  const commas = core.split(',').length - 1;
  if (dots === 0 && commas === 0) return -1;
  if (dots > 0 && commas > 0) {
    const at = Math.max(core.lastIndexOf('.'), core.lastIndexOf(','));
    return (core[at] === '.' ? dots : commas) === 1 ? at : undefined;
  }
  const mark = dots > 0 ? '.' : ',';
  const count = Math.max(dots, commas);
  const grouped = core.split(mark).every((group, index) => index === 0 || group.length === 3);
  if (count === 1 && (mark === decimal || !grouped)) return core.indexOf(mark);
  return grouped ? -1 : undefined;
}

/**
 * A non-negative number typed in the owner's locale, as an integer of 10^-decimals ("1,250.50"
 * with 2 → 125050), or `empty` when nothing is typed. A currency or percent sign around it is
 * dropped, and so are spaces between digit groups.
 */
export function readScaled(
  text: string,
  decimals: number,
  locale: string,
): { ok: true; value: number } | { ok: false; message: string } | { empty: true } {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  if (/[-−(]/u.test(trimmed)) return { ok: false, message: NUMBER_MESSAGES.negative };
  const core = trimmed.replace(AFFIX, '').replace(SPACES, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(core)) return { ok: false, message: NUMBER_MESSAGES.notANumber };

  const at = decimalMarkAt(core, decimalMarkOf(locale));
  if (at === undefined) return { ok: false, message: NUMBER_MESSAGES.notANumber };
  const whole = (at === -1 ? core : core.slice(0, at)).replace(/[.,]/g, '') || '0';
  const fraction = at === -1 ? '' : core.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return { ok: false, message: NUMBER_MESSAGES.notANumber };
  if (fraction.length > decimals) return { ok: false, message: NUMBER_MESSAGES.decimals(decimals) };
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(value)) return { ok: false, message: NUMBER_MESSAGES.amountTooBig };
  return { ok: true, value };
}

function withLimit(reading: ReturnType<typeof readScaled>, empty: NumberReading, max: number, tooBig: string) {
  if ('empty' in reading) return empty;
  if (!reading.ok) return reading;
  return reading.value > max ? ({ ok: false, message: tooBig } as const) : reading;
}

/** A unit price in cents; nothing typed is 0 (a draft may be half written). */
export const readUnitPrice = (text: string, locale: string): NumberReading =>
  withLimit(
    readScaled(text, MONEY_DECIMALS, locale),
    { ok: true, value: 0 },
    ESTIMATE_MONEY_LIMITS.maxUnitPriceCents,
    NUMBER_MESSAGES.priceTooBig,
  );

/** An amount (a discount, a deposit, a payment) in cents; nothing typed is 0. */
export const readAmount = (text: string, locale: string): NumberReading =>
  withLimit(
    readScaled(text, MONEY_DECIMALS, locale),
    { ok: true, value: 0 },
    ESTIMATE_LIMITS.totalMaxCents,
    NUMBER_MESSAGES.amountTooBig,
  );

/** A quantity in hundredths: at least 0.01. */
export function readQuantity(text: string, locale: string): NumberReading {
  const reading = withLimit(
    readScaled(text, QUANTITY_DECIMALS, locale),
    { ok: false, message: NUMBER_MESSAGES.quantityMissing },
    ESTIMATE_MONEY_LIMITS.maxQuantityHundredths,
    NUMBER_MESSAGES.quantityTooBig,
  );
  return reading.ok && reading.value === 0 ? { ok: false, message: NUMBER_MESSAGES.quantityZero } : reading;
}

/** A percent in thousandths (8.875 → 8875), at most 100; nothing typed is 0. */
export const readPercent = (text: string, locale: string): NumberReading =>
  withLimit(
    readScaled(text, PERCENT_DECIMALS, locale),
    { ok: true, value: 0 },
    ESTIMATE_MONEY_LIMITS.maxPercentThousandths,
    NUMBER_MESSAGES.percentTooBig,
  );

/** Cents as the box shows them, without the currency sign ("1,250.50"); read back by readAmount. */
export const moneyInput = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  }).format(cents / 100);

/** A unit price as its box starts: empty for none yet. */
export const priceInput = (cents: number, locale: string) => (cents === 0 ? '' : moneyInput(cents, locale));

export const quantityInput = (hundredths: number, locale: string) => formatQuantity(hundredths, locale);

/** A percent as its box starts: empty for 0. */
export const percentInput = (thousandths: number, locale: string) =>
  thousandths === 0 ? '' : formatPercent(thousandths, locale);

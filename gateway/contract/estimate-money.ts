// An estimate's money, the same on every side (the editor's live totals, the customer's page, the
// e-mail, the PDF): integer cents in the site's one currency, every amount computed from the lines
// by this file alone. A total a client sends is never read.
//
// The rounding rule, in order:
//   1. each line: quantity × unit price, rounded to the cent, half away from zero;
//   2. the subtotal: the sum of the lines (the chosen option's, and the add-ons ticked);
//   3. the discount: an amount, or a percent of the subtotal rounded to the cent (half away from
//      zero), never more than the subtotal;
//   4. the tax: once, on the taxed subtotal after its share of the discount (the discount spread
//      over the lines by their amounts, the taxed share rounded half away from zero), times the
//      rate, rounded to the cent, half away from zero;
//   5. the total: subtotal − discount + tax;
//   6. the deposit: none, an amount (never more than the total), or a percent of the total rounded
//      to the cent, half away from zero.
// Quantities have at most 2 decimals, percents at most 3 (8.875 %): each is an integer of its
// smallest step here, so no amount ever passes through a binary fraction.

/** The most a line may say (the gateway refuses more, with a 400 on the field). */
export const ESTIMATE_MONEY_LIMITS = {
  /** 99,999.99 of a unit. */
  maxQuantityHundredths: 9_999_999,
  /** $999,999.99 a unit. */
  maxUnitPriceCents: 99_999_999,
  /** 100 %, in thousandths of a percent. */
  maxPercentThousandths: 100_000,
} as const;

export type Cents = number;

export interface MoneyLine {
  /** The quantity × 100 (2.5 rooms → 250). */
  quantityHundredths: number;
  unitPriceCents: Cents;
  taxable: boolean;
}

export type Discount =
  | { kind: 'none' }
  | { kind: 'amount'; cents: Cents }
  /** A percent × 1000 (12.5 % → 12_500). */
  | { kind: 'percent'; thousandths: number };

export type Deposit = { kind: 'none' } | { kind: 'amount'; cents: Cents } | { kind: 'percent'; thousandths: number };

export interface EstimateTotals {
  /** Each line's amount, in the lines' order. */
  lines: Cents[];
  subtotal: Cents;
  discount: Cents;
  /** The taxed lines' part of the subtotal, after their share of the discount. */
  taxedBase: Cents;
  tax: Cents;
  total: Cents;
  deposit: Cents;
}

/**
 * `a × b / denominator` (integers, denominator > 0) rounded to an integer, half away from zero,
 * exactly: the product is taken in BigInt, so no bound on the factors is needed for it to be exact.
 */
export function mulDivRoundingHalfAway(a: number, b: number, denominator: number): number {
  if (![a, b, denominator].every(Number.isSafeInteger) || denominator <= 0) {
    throw new RangeError(`cannot compute ${a} × ${b} / ${denominator} exactly`);
  }
  const product = BigInt(a) * BigInt(b);
  const size = product < 0n ? -product : product;
  const by = BigInt(denominator);
  const whole = size / by;
  const rounded = (size - whole * by) * 2n >= by ? whole + 1n : whole;
  const result = Number(product < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${a} × ${b} / ${denominator} is too large`);
  return result;
}

/** One line's amount: quantity × unit price, to the cent, half away from zero. */
export function lineAmount({
  quantityHundredths,
  unitPriceCents,
}: Pick<MoneyLine, 'quantityHundredths' | 'unitPriceCents'>) {
  return mulDivRoundingHalfAway(quantityHundredths, unitPriceCents, 100);
}

/** A percent (in thousandths) of an amount, to the cent, half away from zero. */
export const percentOf = (cents: Cents, thousandths: number): Cents =>
  mulDivRoundingHalfAway(cents, thousandths, 100_000);

/** Every amount of an estimate's choice (its lines: the option's and the add-ons ticked), by the rule above. */
export function estimateTotals(
  lines: MoneyLine[],
  {
    discount = { kind: 'none' },
    taxThousandths = 0,
    deposit = { kind: 'none' },
  }: {
    discount?: Discount;
    taxThousandths?: number;
    deposit?: Deposit;
  } = {},
): EstimateTotals {
  const amounts = lines.map(lineAmount);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  const taxed = amounts.reduce((sum, amount, at) => sum + (lines[at]?.taxable ? amount : 0), 0);
  const asked =
    discount.kind === 'amount'
      ? discount.cents
      : discount.kind === 'percent'
        ? percentOf(subtotal, discount.thousandths)
        : 0;
  const discountCents = Math.max(0, Math.min(asked, subtotal));
  const taxedShare = subtotal === 0 ? 0 : mulDivRoundingHalfAway(discountCents, taxed, subtotal);
  const taxedBase = taxed - taxedShare;
  const tax = percentOf(taxedBase, taxThousandths);
  const total = subtotal - discountCents + tax;
  const depositCents =
    deposit.kind === 'amount'
      ? Math.max(0, Math.min(deposit.cents, total))
      : deposit.kind === 'percent'
        ? percentOf(total, deposit.thousandths)
        : 0;
  return { lines: amounts, subtotal, discount: discountCents, taxedBase, tax, total, deposit: depositCents };
}

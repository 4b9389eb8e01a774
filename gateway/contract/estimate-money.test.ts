import { describe, expect, it } from 'vitest';
import { ESTIMATE_MONEY_LIMITS, estimateTotals, type MoneyLine, mulDivRoundingHalfAway } from './estimate-money.ts';

const line = (quantity: number, unitPriceCents: number, taxable = true): MoneyLine => ({
  quantityHundredths: Math.round(quantity * 100),
  unitPriceCents,
  taxable,
});

// Each row worked out by hand (and with exact fractions), not by this code.
describe('an estimate’s money', () => {
  it.each([
    [2502.5, 'rounds half away from zero', 250, 1001, 100, 2503],
    [1.65, 'rounds below half down', 33, 5, 100, 2],
    [16.5, 'rounds half away from zero', 33, 50, 100, 17],
    [-16.5, 'rounds a negative half away from zero too', -33, 50, 100, -17],
    [887.94375, 'takes a percent in thousandths', 10005, 8875, 100_000, 888],
  ])('%f: %s', (_exact, _why, a, b, denominator, rounded) => {
    expect(mulDivRoundingHalfAway(a, b, denominator)).toBe(rounded);
  });

  it('is exact at the largest line the gateway takes', () => {
    const { maxQuantityHundredths, maxUnitPriceCents } = ESTIMATE_MONEY_LIMITS;
    // 99,999.99 × $999,999.99 = $99,999,989,000.00, 9,999,998,900,000 cents.
    expect(
      estimateTotals([{ quantityHundredths: maxQuantityHundredths, unitPriceCents: maxUnitPriceCents, taxable: true }])
        .total,
    ).toBe(9_999_998_900_000);
  });

  it.each([
    {
      why: 'each line rounded to the cent: 2.5 rooms at $10.01',
      lines: [line(2.5, 1001)],
      options: {},
      totals: { lines: [2503], subtotal: 2503, discount: 0, taxedBase: 2503, tax: 0, total: 2503, deposit: 0 },
    },
    {
      why: 'tax once on the taxed subtotal, not per line: three 5¢ lines at 10 % give 2¢, not 3¢',
      lines: [line(1, 5), line(1, 5), line(1, 5)],
      options: { taxThousandths: 10_000 },
      totals: { lines: [5, 5, 5], subtotal: 15, discount: 0, taxedBase: 15, tax: 2, total: 17, deposit: 0 },
    },
    {
      why: 'only the taxable lines are taxed: 8.875 % of $100.05',
      lines: [line(1, 10_005), line(1, 5_000, false)],
      options: { taxThousandths: 8_875 },
      totals: {
        lines: [10_005, 5_000],
        subtotal: 15_005,
        discount: 0,
        taxedBase: 10_005,
        tax: 888,
        total: 15_893,
        deposit: 0,
      },
    },
    {
      why: 'a 10 % discount shared by the lines, tax on the taxed share after it, a 50 % deposit',
      lines: [line(1, 10_005), line(1, 5_000, false)],
      options: {
        discount: { kind: 'percent', thousandths: 10_000 } as const,
        taxThousandths: 8_875,
        deposit: { kind: 'percent', thousandths: 50_000 } as const,
      },
      // 1,500.5 → 1,501 off; the taxed share 1,501 × 10,005 / 15,005 = 1,000.83 → 1,001; 8.875 % of 9,004 = 799.1;
      // half of 14,303 = 7,151.5 → 7,152.
      totals: {
        lines: [10_005, 5_000],
        subtotal: 15_005,
        discount: 1_501,
        taxedBase: 9_004,
        tax: 799,
        total: 14_303,
        deposit: 7_152,
      },
    },
    {
      why: 'a discount never more than the subtotal, a deposit never more than the total',
      lines: [line(1, 2_000)],
      options: {
        discount: { kind: 'amount', cents: 5_000 } as const,
        taxThousandths: 8_875,
        deposit: { kind: 'amount', cents: 99_999 } as const,
      },
      totals: { lines: [2_000], subtotal: 2_000, discount: 2_000, taxedBase: 0, tax: 0, total: 0, deposit: 0 },
    },
    {
      why: 'no lines, nothing owed',
      lines: [],
      options: { taxThousandths: 8_875, deposit: { kind: 'percent', thousandths: 50_000 } as const },
      totals: { lines: [], subtotal: 0, discount: 0, taxedBase: 0, tax: 0, total: 0, deposit: 0 },
    },
  ])('$why', ({ lines, options, totals }) => {
    expect(estimateTotals(lines, options)).toEqual(totals);
  });

  it('refuses what it cannot compute exactly', () => {
    expect(() => mulDivRoundingHalfAway(1.5, 100, 100)).toThrow(RangeError);
    expect(() => mulDivRoundingHalfAway(1, 100, 0)).toThrow(RangeError);
    expect(() => mulDivRoundingHalfAway(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow(/too large/);
  });
});

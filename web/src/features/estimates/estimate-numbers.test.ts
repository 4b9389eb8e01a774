import { describe, expect, it } from 'vitest';
import {
  moneyInput,
  NUMBER_MESSAGES,
  readAmount,
  readPercent,
  readQuantity,
  readUnitPrice,
} from './estimate-numbers.ts';

const ok = (value: number) => ({ ok: true, value });
const refused = (message: string) => ({ ok: false, message });

describe('what the owner types into a number box', () => {
  it.each([
    ['1,250.50', 125_050],
    ['$45', 4500],
    ['$ 1,250', 125_000],
    ['45.5', 4550],
    ['0.29', 29],
    ['.5', 50],
    ['125,000.00', 12_500_000],
    ['2,5', 250],
    ['USD 12', 1200],
    ['', 0],
  ])('reads the price “%s” as %i cents', (typed, cents) => {
    expect(readUnitPrice(typed, 'en-US')).toEqual(ok(cents));
  });

  it('reads prices as written where a comma is the decimal mark', () => {
    expect(readUnitPrice('1.250,50 €', 'de-DE')).toEqual(ok(125_050));
    expect(readUnitPrice('1.250', 'de-DE')).toEqual(ok(125_000));
    expect(readUnitPrice('2.5', 'de-DE')).toEqual(ok(250));
  });

  it('reads quantities to the hundredth', () => {
    expect(readQuantity('2.5', 'en-US')).toEqual(ok(250));
    expect(readQuantity('1,200', 'en-US')).toEqual(ok(120_000));
    expect(readQuantity('0.25', 'en-US')).toEqual(ok(25));
  });

  it('refuses negatives, words, a third decimal and a quantity of nothing', () => {
    expect(readUnitPrice('-45', 'en-US')).toEqual(refused(NUMBER_MESSAGES.negative));
    expect(readAmount('(10)', 'en-US')).toEqual(refused(NUMBER_MESSAGES.negative));
    expect(readUnitPrice('forty', 'en-US')).toEqual(refused(NUMBER_MESSAGES.notANumber));
    expect(readUnitPrice('1.2.3', 'en-US')).toEqual(refused(NUMBER_MESSAGES.notANumber));
    expect(readUnitPrice('4.555', 'en-US')).toEqual(refused(NUMBER_MESSAGES.decimals(2)));
    expect(readQuantity('', 'en-US')).toEqual(refused(NUMBER_MESSAGES.quantityMissing));
    expect(readQuantity('0', 'en-US')).toEqual(refused(NUMBER_MESSAGES.quantityZero));
  });

  it('reads percents to the thousandth, at most 100', () => {
    expect(readPercent('8.875', 'en-US')).toEqual(ok(8875));
    expect(readPercent('50 %', 'en-US')).toEqual(ok(50_000));
    expect(readPercent('', 'en-US')).toEqual(ok(0));
    expect(readPercent('101', 'en-US')).toEqual(refused(NUMBER_MESSAGES.percentTooBig));
  });

  it('shows an amount the way it reads it back', () => {
    expect(moneyInput(125_050, 'en-US')).toBe('1,250.50');
    expect(readAmount(moneyInput(125_050, 'en-US'), 'en-US')).toEqual(ok(125_050));
    expect(readAmount(moneyInput(125_050, 'de-DE'), 'de-DE')).toEqual(ok(125_050));
  });
});

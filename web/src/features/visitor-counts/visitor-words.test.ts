import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import { describe, expect, it } from 'vitest';
import { changeOnLastWeek, conversionRate, NO_RATE, pageName } from './visitor-words.ts';

describe("the visitors' words", () => {
  it.each([
    [25, 20, 'up', 'up 25% on last week'],
    [15, 20, 'down', 'down 25% on last week'],
    [0, 3, 'down', 'down 100% on last week'],
    [7, 7, 'same', 'same as last week'],
    [1001, 1000, 'same', 'about the same as last week'],
    [4, 0, 'new', 'new this week'],
    [0, 0, 'same', 'same as last week'],
  ] as const)('%i this week against %i last week: %s, "%s"', (thisWeek, lastWeek, direction, words) => {
    expect(changeOnLastWeek(thisWeek, lastWeek)).toEqual({ direction, words });
  });

  it('gives the conversion rate as a whole percentage, and a dash without visitors', () => {
    expect(conversionRate(1, 3)).toBe('33%');
    expect(conversionRate(2, 3)).toBe('67%');
    expect(conversionRate(0, 0)).toBe(NO_RATE);
  });

  it("names each public page by the contract's name for it", () => {
    expect(pageName('/')).toBe('Home');
    expect(pageName('/services')).toBe('Services');
    for (const page of PUBLIC_PAGES) expect(pageName(page.path).toLowerCase()).toBe(page.name);
  });
});

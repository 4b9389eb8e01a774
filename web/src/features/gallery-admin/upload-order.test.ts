import { describe, expect, it } from 'vitest';
import { inPickedOrder, sameOrder } from './upload-order.ts';

describe('inPickedOrder', () => {
  it('puts a batch that finished out of order back in the order the owner picked', () => {
    // Picked 11, 12, 13; 12 finished first, then 13, then 11.
    expect(inPickedOrder([1, 2, 12, 13, 11], [11, 12, 13])).toEqual([1, 2, 11, 12, 13]);
  });

  it('leaves the photos that were there before, and any moved meanwhile, where they are', () => {
    expect(inPickedOrder([12, 1, 11, 2], [11, 12])).toEqual([11, 1, 12, 2]);
  });

  it('skips the picked photos that failed to upload', () => {
    expect(inPickedOrder([1, 13, 11], [11, 12, 13])).toEqual([1, 11, 13]);
  });

  it('changes nothing when the batch arrived in order', () => {
    const ids = [1, 11, 12];
    expect(sameOrder(inPickedOrder(ids, [11, 12]), ids)).toBe(true);
  });
});

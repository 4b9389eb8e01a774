import { describe, expect, it } from 'vitest';
import { toastEdge } from './toast-placement.ts';

// A 390 × 800 phone; the region, at the bottom, is the screen's width and 200 px high.
const REGION_AT_BOTTOM = { left: 0, right: 390, top: 600, bottom: 800 };
const box = (top: number, bottom: number, left = 16, right = 200) => ({ left, right, top, bottom });

describe('where toasts go', () => {
  it('go to the bottom when nothing raised them', () => {
    expect(toastEdge(null, REGION_AT_BOTTOM)).toBe('bottom');
  });

  it('stay at the bottom when the control that raised them is above it', () => {
    expect(toastEdge(box(100, 144), REGION_AT_BOTTOM)).toBe('bottom');
    expect(toastEdge(box(556, 600), REGION_AT_BOTTOM)).toBe('bottom');
  });

  it('move to the top rather than cover the control that raised them (a Save button at the foot of the screen)', () => {
    expect(toastEdge(box(740, 784), REGION_AT_BOTTOM)).toBe('top');
    expect(toastEdge(box(580, 624), REGION_AT_BOTTOM)).toBe('top');
  });

  it('stay at the bottom beside a control they do not overlap sideways (a wide screen)', () => {
    const cornerRegion = { left: 900, right: 1280, top: 600, bottom: 800 };
    expect(toastEdge(box(740, 784, 16, 300), cornerRegion)).toBe('bottom');
    expect(toastEdge(box(740, 784, 1000, 1200), cornerRegion)).toBe('top');
  });

  it('take the edge that covers less of a control taller than the space left', () => {
    expect(toastEdge(box(0, 800), REGION_AT_BOTTOM)).toBe('bottom');
    expect(toastEdge(box(100, 800), REGION_AT_BOTTOM)).toBe('top');
  });
});

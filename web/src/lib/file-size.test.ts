import { describe, expect, it } from 'vitest';
import { BYTES_PER_GIGABYTE, BYTES_PER_MEGABYTE, formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('says a size in the largest unit it reaches, with one decimal from a megabyte up', () => {
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.24 * BYTES_PER_MEGABYTE)).toBe('1.2 MB');
    expect(formatFileSize(2.5 * BYTES_PER_GIGABYTE)).toBe('2.5 GB');
  });

  it('never rounds a few bytes down to nothing, and says nothing as 0', () => {
    expect(formatFileSize(12)).toBe('1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });
});

import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './plain-text.ts';

describe('plain text with paragraphs', () => {
  it('makes each line a paragraph, whatever the line ends, skipping blank lines', () => {
    expect(paragraphsOf('First.\nSecond.\r\n\r\n  Third.  \rFourth.\n\n')).toEqual([
      'First.',
      'Second.',
      'Third.',
      'Fourth.',
    ]);
    expect(paragraphsOf(' \n ')).toEqual([]);
  });

  it('keeps markup as text', () => {
    expect(paragraphsOf('<b>Bold</b> & <script>x</script>')).toEqual(['<b>Bold</b> & <script>x</script>']);
  });
});

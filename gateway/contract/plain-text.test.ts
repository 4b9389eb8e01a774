import { describe, expect, it } from 'vitest';
import { oneLine, paragraphsOf, tidyText } from './plain-text.ts';

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

  it('stores a text with \\n line ends and a one-line text on one line', () => {
    expect(tidyText('  One.\r\n\r\nTwo.\rThree. ')).toBe('One.\n\nTwo.\nThree.');
    expect(oneLine(' Free\n estimate\t now ')).toBe('Free estimate now');
  });
});

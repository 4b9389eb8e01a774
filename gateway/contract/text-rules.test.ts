import { describe, expect, it } from 'vitest';
import { oneLine, requiredTextMessage, tidyText } from './text-rules.ts';

const MESSAGES = { missing: 'Write it.', tooLong: 'Too long.' };

describe('the owner’s texts as stored', () => {
  it('keep their line breaks as \\n, and a one-line text on one line', () => {
    expect(tidyText('  One.\r\n\r\nTwo.\rThree. ')).toBe('One.\n\nTwo.\nThree.');
    expect(oneLine(' Free\n estimate\t now ')).toBe('Free estimate now');
  });

  it('are required and at most as long as their limit', () => {
    expect(requiredTextMessage('', 3, MESSAGES)).toBe(MESSAGES.missing);
    expect(requiredTextMessage('abc', 3, MESSAGES)).toBeUndefined();
    expect(requiredTextMessage('abcd', 3, MESSAGES)).toBe(MESSAGES.tooLong);
  });
});

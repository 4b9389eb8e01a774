import { describe, expect, it } from 'vitest';
import { BROWSER_WORDS_MAX_LENGTH, browserWords, UNKNOWN_BROWSER } from './browser-words.ts';

describe('browserWords', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ],
    [
      'Chrome on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    ],
    [
      'Safari on Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Samsung Internet on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Opera on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
    ],
    ['Browser on Linux', 'Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0'],
    [UNKNOWN_BROWSER, 'curl/8.5.0'],
    [UNKNOWN_BROWSER, 'node'],
    [UNKNOWN_BROWSER, ''],
    [UNKNOWN_BROWSER, undefined],
  ])('calls it %s', (words, userAgent) => {
    expect(browserWords(userAgent)).toBe(words);
  });

  it(`never says more than ${BROWSER_WORDS_MAX_LENGTH} characters, whatever it is sent`, () => {
    for (const junk of ['x'.repeat(100_000), `Chrome/1 ${'Windows '.repeat(5000)}`, '\u0000'.repeat(500)]) {
      expect(browserWords(junk).length).toBeLessThanOrEqual(BROWSER_WORDS_MAX_LENGTH);
    }
  });
});

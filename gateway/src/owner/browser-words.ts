/** Browser words are at most this long (a User-Agent can be anything a client sends). */
export const BROWSER_WORDS_MAX_LENGTH = 60;
export const UNKNOWN_BROWSER = 'Unknown browser';

// Order matters: Edge and Opera say "Chrome" too, and Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPhone and iPad before Mac: their User-Agents say "like Mac OS X".
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A User-Agent in words the owner recognises: "Chrome on Windows", "Safari on iPhone". It tells
 * places apart and shows in the sign-in activity; it proves nothing (a client says what it likes).
 */
export function browserWords(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 1000);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  const words =
    browser && system ? `${browser} on ${system}` : (browser ?? (system ? `Browser on ${system}` : UNKNOWN_BROWSER));
  return words.slice(0, BROWSER_WORDS_MAX_LENGTH);
}

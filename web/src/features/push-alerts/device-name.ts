import { PUSH_DEVICE_NAME_MAX_LENGTH } from '@painting-site/gateway/contract/push-alerts';

/** The device's kind, first match wins: an iPad asking for the desktop site says "Macintosh" but has touch. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** The browser, first match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome on iOS says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\//, 'Chrome'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * What the owner reads in the device list, e.g. "Android — Chrome" or "iPhone — Safari", from the
 * browser's user agent (the owner never types it). `touch`: an iPad that presents itself as a Mac.
 */
export function deviceName(userAgent: string, touch = false): string {
  let system = firstMatch(userAgent, SYSTEMS) ?? 'Unknown device';
  if (system === 'Mac' && touch) system = 'iPad';
  const browser = firstMatch(userAgent, BROWSERS);
  const name = browser ? `${system} — ${browser}` : system;
  return name.slice(0, PUSH_DEVICE_NAME_MAX_LENGTH);
}

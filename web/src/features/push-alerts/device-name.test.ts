import { PUSH_DEVICE_NAME_MAX_LENGTH } from '@painting-site/gateway/contract/push-alerts';
import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

describe("a device's name in the alerts list", () => {
  it.each([
    [
      'Android — Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Android — Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ],
    [
      'iPhone — Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'Windows — Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    ],
    ['Linux — Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    [
      'Mac — Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ],
    ['Unknown device', 'curl/8.5.0'],
  ])('calls it "%s"', (name, userAgent) => {
    expect(deviceName(userAgent)).toBe(name);
  });

  it('knows an iPad that presents itself as a Mac by its touch screen', () => {
    const desktopSite =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(deviceName(desktopSite, true)).toBe('iPad — Safari');
  });

  it(`keeps to ${PUSH_DEVICE_NAME_MAX_LENGTH} characters`, () => {
    expect(deviceName('x'.repeat(500)).length).toBeLessThanOrEqual(PUSH_DEVICE_NAME_MAX_LENGTH);
  });
});

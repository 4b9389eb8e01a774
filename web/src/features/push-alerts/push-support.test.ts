import { describe, expect, it } from 'vitest';
import { isAppleMobile, type PushFacts, pushSupportOf } from './push-support.ts';

const CAPABLE: PushFacts = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default',
  apple: false,
  homeScreen: false,
};

describe('whether this browser can get phone alerts', () => {
  it('can with Web Push and permission not refused', () => {
    expect(pushSupportOf(CAPABLE)).toBe('ready');
    expect(pushSupportOf({ ...CAPABLE, permission: 'granted' })).toBe('ready');
  });

  it('needs the browser settings once notifications are blocked', () => {
    expect(pushSupportOf({ ...CAPABLE, permission: 'denied' })).toBe('denied');
  });

  it('sends an iPhone in a Safari tab to the Home Screen first, and calls one without Web Push there too old', () => {
    const safariTab = { ...CAPABLE, pushManager: false, notification: false, apple: true };
    expect(pushSupportOf(safariTab)).toBe('home-screen-first');
    expect(pushSupportOf({ ...safariTab, homeScreen: true })).toBe('unsupported');
    expect(pushSupportOf({ ...CAPABLE, apple: true, homeScreen: true })).toBe('ready');
  });

  it('cannot without service workers or Web Push', () => {
    expect(pushSupportOf({ ...CAPABLE, serviceWorker: false })).toBe('unsupported');
    expect(pushSupportOf({ ...CAPABLE, pushManager: false })).toBe('unsupported');
  });

  it('knows an iPad that presents itself as a Mac by its touch points', () => {
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', 5)).toBe(true);
  });
});

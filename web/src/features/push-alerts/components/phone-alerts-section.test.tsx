import type { PushDevice } from '@painting-site/gateway/contract/push-alerts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { noContent, OWNER_TOKEN, openAccountPage, pushSettings } from '@/testing/dashboard-fixtures.ts';
import { preloadAccountPage } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { DEVICES_LIST_LABEL, PHONE_ALERTS_TITLE } from './phone-alerts-section.tsx';
import { THIS_DEVICE_TAG } from './push-device-item.tsx';
import {
  HOME_SCREEN_FIRST,
  NOTIFICATIONS_BLOCKED,
  NOTIFY_BUTTON,
  PUSH_UNSUPPORTED,
  THIS_DEVICE_SUBSCRIBED,
} from './this-device-alerts.tsx';

const NOW = new Date('2026-03-03T12:00:00.000Z');
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-token-1';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

preloadAccountPage();

function pushDevice(id: number, changes: Partial<PushDevice> = {}): PushDevice {
  return {
    id,
    name: 'Android — Chrome',
    service: 'fcm.googleapis.com',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastPush: null,
    ...changes,
  };
}

type FakeBrowser = {
  userAgent?: string;
  /** PushManager, service workers and notifications exist. */
  push?: boolean;
  permission?: NotificationPermission;
  /** What the browser's question comes to when the owner answers it. */
  answer?: NotificationPermission;
  /** The browser was subscribed on an earlier visit. */
  subscribed?: boolean;
};

/**
 * Stand-ins for the browser's Web Push APIs (Notification, PushManager, the service worker
 * container): jsdom has none of them, and they are the browser's, not our code.
 */
function fakeBrowser({
  userAgent = ANDROID_CHROME,
  push = true,
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: FakeBrowser = {}) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager };
  let registered = subscribed;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const serviceWorker = {
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
  };
  if (push) {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', notification);
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  }
  subscription.unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  return { subscription, pushManager, notification, serviceWorker };
}

const section = () => screen.getByRole('region', { name: PHONE_ALERTS_TITLE });

/** The Account page, open once its phone alerts section is there. */
async function openAlerts(answers: Parameters<typeof openAccountPage>[0] = {}) {
  const opened = openAccountPage(answers);
  await screen.findByRole('region', { name: PHONE_ALERTS_TITLE });
  return opened;
}
const devicesList = () => within(section()).findByRole('list', { name: DEVICES_LIST_LABEL });
const status = () => within(section()).getByRole('status');

describe('the Account section: phone alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    // Own properties shadow jsdom's navigator: removing them gives its own back.
    Reflect.deleteProperty(navigator, 'userAgent');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says when the browser cannot get alerts, and still lists the devices with their Stop buttons', async () => {
    fakeBrowser({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 OldBrowser/1.0', push: false });
    await openAlerts({ 'GET /api/admin/push': () => jsonResponse(200, pushSettings({ devices: [pushDevice(1)] })) });

    expect(await within(section()).findByText(PUSH_UNSUPPORTED)).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: NOTIFY_BUTTON })).not.toBeInTheDocument();
    expect(within(await devicesList()).getByRole('button', { name: 'Stop alerts on Android — Chrome' })).toBeEnabled();
  });

  it('tells an iPhone in a Safari tab to add the dashboard to the Home Screen first', async () => {
    fakeBrowser({ userAgent: IPHONE_SAFARI, push: false });
    await openAlerts();

    expect(await within(section()).findByText(HOME_SCREEN_FIRST)).toBeInTheDocument();
    expect(within(section()).getByText('No device gets alerts yet.')).toBeInTheDocument();
  });

  it('says how to allow notifications once they are blocked', async () => {
    fakeBrowser({ permission: 'denied' });
    await openAlerts();

    expect(await within(section()).findByText(NOTIFICATIONS_BLOCKED)).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: NOTIFY_BUTTON })).not.toBeInTheDocument();
  });

  it('asks for permission only on the click, subscribes with the key and posts the subscription with the device name', async () => {
    const browser = fakeBrowser();
    const { fetchMock } = await openAlerts({
      'POST /api/admin/push/devices': () => jsonResponse(201, pushDevice(7, { createdAt: NOW.toISOString() })),
    });
    const notify = await within(section()).findByRole('button', { name: NOTIFY_BUTTON });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(notify);

    expect(
      await within(status()).findByText('This device (Android — Chrome) now gets alerts. Send it a test to check.'),
    ).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/admin/service-worker.js', { scope: '/admin/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    const key = Buffer.from(pushSettings().publicKey, 'base64url');
    expect(Buffer.from(options?.applicationServerKey as Uint8Array)).toEqual(key);
    const [post] = callsTo(fetchMock, 'POST /api/admin/push/devices');
    expect(post?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    expect(JSON.parse(String(post?.body))).toEqual({ endpoint: ENDPOINT, keys: KEYS, name: 'Android — Chrome' });
    const [item] = within(await devicesList()).getAllByRole('listitem');
    expect(item).toHaveTextContent(THIS_DEVICE_TAG);
    expect(within(section()).getByText(THIS_DEVICE_SUBSCRIBED)).toBeInTheDocument();
  });

  it('subscribes nothing when the owner refuses, and then says how to allow notifications', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const { fetchMock } = await openAlerts();

    await userEvent.click(await within(section()).findByRole('button', { name: NOTIFY_BUTTON }));

    expect(
      await within(status()).findByText('Notifications were not allowed, so this device gets no alerts.'),
    ).toHaveFocus();
    expect(within(section()).getByText(NOTIFICATIONS_BLOCKED)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST /api/admin/push/devices')).toHaveLength(0);
  });

  it('ends the browser subscription again when the gateway does not take it', async () => {
    const browser = fakeBrowser();
    await openAlerts({
      'POST /api/admin/push/devices': () =>
        errorResponse(409, { code: 'conflict', message: 'Twenty devices get alerts already. Stop one first.' }),
    });

    await userEvent.click(await within(section()).findByRole('button', { name: NOTIFY_BUTTON }));

    expect(
      await within(status()).findByText(
        'Could not turn alerts on for this device. Twenty devices get alerts already. Stop one first.',
      ),
    ).toHaveFocus();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(within(section()).getByRole('button', { name: NOTIFY_BUTTON })).toBeEnabled();
  });

  it('lists each device with its service, when it was added and how its last alert went', async () => {
    fakeBrowser({ push: false });
    await openAlerts({
      'GET /api/admin/push': () =>
        jsonResponse(
          200,
          pushSettings({
            devices: [
              pushDevice(1, { lastPush: { at: '2026-03-03T11:00:00.000Z', outcome: 'sent', error: null } }),
              pushDevice(2, {
                name: 'iPhone — Safari',
                service: 'web.push.apple.com',
                lastPush: {
                  at: '2026-03-03T10:00:00.000Z',
                  outcome: 'failed',
                  error: 'The push service answered 500.',
                },
              }),
              pushDevice(3, { name: 'Windows — Edge', service: 'wns2-par02p.notify.windows.com' }),
            ],
          }),
        ),
    });

    const [android, iphone, windows] = within(await devicesList()).getAllByRole('listitem');
    expect(android).toHaveTextContent('Through fcm.googleapis.com');
    expect(within(android as HTMLElement).getByText('2 days ago')).toHaveAttribute(
      'dateTime',
      '2026-03-01T09:00:00.000Z',
    );
    expect(android).toHaveTextContent(/Last alert 1 hour ago .*: sent/);
    expect(iphone).toHaveTextContent('iPhone — Safari');
    expect(iphone).toHaveTextContent(/: failed \(The push service answered 500\.\)/);
    expect(windows).toHaveTextContent('No alert sent yet');
    expect(within(iphone as HTMLElement).getByRole('button', { name: 'Send a test to iPhone — Safari' })).toBeEnabled();
  });

  it('knows this device on a later visit, and its Stop also ends the browser subscription', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const { fetchMock } = await openAlerts({
      'GET /api/admin/push': () =>
        jsonResponse(200, pushSettings({ devices: [pushDevice(1, { name: 'iPhone — Safari' }), pushDevice(2)] })),
      // The same endpoint again: the gateway updates it and answers with the listed device.
      'POST /api/admin/push/devices': () => jsonResponse(200, pushDevice(2)),
      'DELETE /api/admin/push/devices/2': noContent,
    });
    const list = await devicesList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(THIS_DEVICE_TAG));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(within(list).getByRole('button', { name: 'Stop alerts on Android — Chrome' }));

    expect(await within(status()).findByText('Stopped alerts on Android — Chrome.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/push/devices/2')).toHaveLength(1);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: PHONE_ALERTS_TITLE })).toHaveFocus();
    expect(within(section()).getByRole('button', { name: NOTIFY_BUTTON })).toBeEnabled();
  });

  it('stops another device without touching this browser', async () => {
    const browser = fakeBrowser();
    await openAlerts({
      'GET /api/admin/push': () =>
        jsonResponse(200, pushSettings({ devices: [pushDevice(4, { name: 'iPhone — Safari' })] })),
      'DELETE /api/admin/push/devices/4': () => errorResponse(404, { code: 'not_found', message: 'No such device.' }),
    });

    await userEvent.click(within(await devicesList()).getByRole('button', { name: 'Stop alerts on iPhone — Safari' }));

    expect(
      await within(status()).findByText('iPhone — Safari had already stopped getting alerts.'),
    ).toBeInTheDocument();
    expect(within(section()).getByText('No device gets alerts yet.')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('sends a test and says how it went, and removes a device the push service dropped', async () => {
    fakeBrowser({ push: false });
    const sentAt = '2026-03-03T11:55:00.000Z';
    const { fetchMock } = await openAlerts({
      'GET /api/admin/push': () =>
        jsonResponse(200, pushSettings({ devices: [pushDevice(1), pushDevice(2, { name: 'iPhone — Safari' })] })),
      'POST /api/admin/push/devices/1/test': () =>
        jsonResponse(200, pushDevice(1, { lastPush: { at: sentAt, outcome: 'sent', error: null } })),
      'POST /api/admin/push/devices/2/test': () =>
        errorResponse(404, { code: 'not_found', message: 'No such device.' }),
    });
    const list = await devicesList();

    await userEvent.click(within(list).getByRole('button', { name: 'Send a test to Android — Chrome' }));
    expect(
      await within(status()).findByText(
        'Test alert sent to Android — Chrome. It should show on that device within a few seconds.',
      ),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Last alert 5 minutes ago .*: sent/);
    expect(callsTo(fetchMock, 'POST /api/admin/push/devices/1/test')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });

    await userEvent.click(within(list).getByRole('button', { name: 'Send a test to iPhone — Safari' }));
    expect(await within(status()).findByText(/^iPhone — Safari no longer takes alerts/)).toHaveFocus();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when a test alert failed at the push service', async () => {
    fakeBrowser({ push: false });
    await openAlerts({
      'GET /api/admin/push': () => jsonResponse(200, pushSettings({ devices: [pushDevice(1)] })),
      'POST /api/admin/push/devices/1/test': () =>
        jsonResponse(
          200,
          pushDevice(1, {
            lastPush: { at: NOW.toISOString(), outcome: 'failed', error: 'The push service answered 429.' },
          }),
        ),
    });

    await userEvent.click(within(await devicesList()).getByRole('button', { name: 'Send a test to Android — Chrome' }));

    expect(
      await within(status()).findByText('The test alert to Android — Chrome failed. The push service answered 429.'),
    ).toHaveFocus();
  });

  it('has no accessibility violations with devices listed', async () => {
    fakeBrowser();
    await openAlerts({ 'GET /api/admin/push': () => jsonResponse(200, pushSettings({ devices: [pushDevice(1)] })) });
    await devicesList();
    await within(section()).findByRole('button', { name: NOTIFY_BUTTON });
    await expectNoAxeViolations(section());
  });

  it('links the manifest and the Home Screen icon while the dashboard is shown', async () => {
    fakeBrowser({ push: false });
    await openAlerts();
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/admin/icons/apple-touch-icon.png',
    );
  });
});

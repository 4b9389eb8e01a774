import { describe, expect, it, vi } from 'vitest';
import { openNotification } from './open-notification.ts';
import type { DashboardWindow, WorkerClients } from './worker-apis.ts';

// Stand-ins for the browser's Clients and WindowClient objects (browser APIs, not our code).

const ORIGIN = 'https://paint.example';
const REQUEST_URL = `${ORIGIN}/admin/dashboard/messages/12`;

function fakeWindow(url: string, { focusFails = false, navigateFails = false } = {}) {
  return {
    url,
    focus: vi.fn(() => (focusFails ? Promise.reject(new Error('not allowed')) : Promise.resolve())),
    navigate: vi.fn(() => (navigateFails ? Promise.reject(new TypeError('not controlled')) : Promise.resolve())),
  } satisfies DashboardWindow;
}

function fakeClients(windows: DashboardWindow[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
    claim: vi.fn(async () => {}),
  } satisfies WorkerClients;
}

const clickedOn = (data: unknown) => ({ data, close: vi.fn() });

describe('a tap on a notification', () => {
  it('closes it, focuses the open dashboard window and shows the request there', async () => {
    const publicPage = fakeWindow(`${ORIGIN}/gallery`);
    const dashboard = fakeWindow(`${ORIGIN}/admin/dashboard`);
    const clients = fakeClients([publicPage, dashboard]);
    const notification = clickedOn({ url: REQUEST_URL });

    await openNotification(notification, clients, ORIGIN);

    expect(notification.close).toHaveBeenCalled();
    expect(dashboard.focus).toHaveBeenCalled();
    expect(dashboard.navigate).toHaveBeenCalledWith(REQUEST_URL);
    expect(publicPage.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('still shows the request when the browser refuses to focus the window', async () => {
    const dashboard = fakeWindow(`${ORIGIN}/admin/dashboard/gallery`, { focusFails: true });
    const clients = fakeClients([dashboard]);

    await openNotification(clickedOn({ url: REQUEST_URL }), clients, ORIGIN);

    expect(dashboard.navigate).toHaveBeenCalledWith(REQUEST_URL);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no dashboard is open, or the open one cannot be navigated', async () => {
    const none = fakeClients([fakeWindow(`${ORIGIN}/`)]);
    await openNotification(clickedOn({ url: REQUEST_URL }), none, ORIGIN);
    expect(none.openWindow).toHaveBeenCalledWith(REQUEST_URL);

    const stuck = fakeClients([fakeWindow(`${ORIGIN}/admin/dashboard`, { navigateFails: true })]);
    await openNotification(clickedOn({ url: REQUEST_URL }), stuck, ORIGIN);
    expect(stuck.openWindow).toHaveBeenCalledWith(REQUEST_URL);
  });

  it('opens only dashboard paths: anything else in its data opens the overview', async () => {
    const clients = fakeClients([]);
    await openNotification(clickedOn({ url: 'https://evil.example/admin/' }), clients, ORIGIN);
    await openNotification(clickedOn(null), clients, ORIGIN);
    expect(clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/admin/dashboard`], [`${ORIGIN}/admin/dashboard`]]);
  });
});

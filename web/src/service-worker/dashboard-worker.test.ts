import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_TITLE } from './push-notification.ts';
import type { WorkerClients } from './worker-apis.ts';

// The worker's script run against a stand-in for ServiceWorkerGlobalScope (a browser API, not
// our code): each event it listens to, and what it does with it.

const ORIGIN = 'https://paint.example';

type Listener = (event: unknown) => void;

async function startWorker() {
  const listeners = new Map<string, Listener>();
  const clients = {
    matchAll: vi.fn(async () => []),
    openWindow: vi.fn(async () => null),
    claim: vi.fn(async () => {}),
  } satisfies WorkerClients;
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => {}) },
    clients,
    skipWaiting: vi.fn(async () => {}),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('./dashboard-worker.ts');
  /** Dispatches an event and waits for the work it handed to waitUntil. */
  async function dispatch(type: string, fields: object = {}) {
    const work: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    expect(work).toHaveLength(1);
    await Promise.all(work);
  }
  return { scope, clients, listeners, dispatch };
}

describe('the dashboard service worker', () => {
  it('takes over at once and handles no fetch (it caches nothing)', async () => {
    const { scope, clients, listeners, dispatch } = await startWorker();
    await dispatch('install');
    await dispatch('activate');
    expect(scope.skipWaiting).toHaveBeenCalled();
    expect(clients.claim).toHaveBeenCalled();
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it('shows a push as a notification, and a push it cannot read as new activity', async () => {
    const { scope, dispatch } = await startWorker();
    const payload = {
      kind: 'test',
      title: 'Test alert',
      body: 'Alerts work.',
      url: '/admin/dashboard/account',
      tag: 'test',
      requestId: null,
    };
    await dispatch('push', { data: { text: () => JSON.stringify(payload) } });
    await dispatch('push', { data: null });

    expect(scope.registration.showNotification.mock.calls).toEqual([
      [
        'Test alert',
        expect.objectContaining({
          body: 'Alerts work.',
          tag: 'test',
          data: { url: `${ORIGIN}/admin/dashboard/account` },
        }),
      ],
      [FALLBACK_TITLE, expect.objectContaining({ data: { url: `${ORIGIN}/admin/dashboard` } })],
    ]);
  });

  it('opens the request a tapped notification is about', async () => {
    const { clients, dispatch } = await startWorker();
    const notification = { data: { url: `${ORIGIN}/admin/dashboard/messages/3` }, close: vi.fn() };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin/dashboard/messages/3`);
  });
});

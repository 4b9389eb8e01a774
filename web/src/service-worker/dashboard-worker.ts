/*
 * The dashboard's service worker, served at DASHBOARD_SERVICE_WORKER_PATH with the scope
 * DASHBOARD_SCOPE (web/vite-plugins/dashboard-app.ts builds it into one classic script). It only
 * shows phone alerts and opens them: it caches nothing and handles no fetch, so every page loads
 * from the network as it does without it.
 */

import { openNotification } from './open-notification.ts';
import { notificationFor } from './push-notification.ts';
import type { DashboardWorkerScope } from './worker-apis.ts';

// `self` is typed as a window in this program (see worker-apis.ts); here it is the worker's scope.
const worker = self as unknown as DashboardWorkerScope;

// A new version takes over at once: there is no cached state for an older one to keep consistent.
worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text() ?? null, worker.location.origin);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification, worker.clients, worker.location.origin));
});

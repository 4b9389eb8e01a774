/*
 * The few service worker APIs the dashboard's worker uses, as plain interfaces. The web's
 * TypeScript program is typed for a window (lib "dom"), which has no ServiceWorkerGlobalScope,
 * and adding lib "webworker" would give every page file the worker's globals. The handlers take
 * these, so a test can hand them stand-ins for the browser's objects.
 */

/** The part of NotificationOptions the worker sets. */
export interface ShownNotificationOptions {
  body: string;
  tag: string;
  icon: string;
  data: { url: string };
}

/** `self.registration`. */
export interface WorkerRegistration {
  showNotification(title: string, options: ShownNotificationOptions): Promise<void>;
}

/** A window the worker controls (WindowClient). */
export interface DashboardWindow {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** `self.clients`. */
export interface WorkerClients {
  matchAll(options: { type: 'window' }): Promise<readonly DashboardWindow[]>;
  openWindow(url: string): Promise<unknown>;
  claim(): Promise<void>;
}

/** The notification a click was on. */
export interface ClickedNotification {
  readonly data: unknown;
  close(): void;
}

/** An event whose work the browser waits for (ExtendableEvent). */
export interface WorkerEvent {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushWorkerEvent extends WorkerEvent {
  /** PushMessageData; null for a push without a payload. */
  readonly data: { text(): string } | null;
}

export interface NotificationClickWorkerEvent extends WorkerEvent {
  readonly notification: ClickedNotification;
}

/** ServiceWorkerGlobalScope, as far as the dashboard's worker uses it. */
export interface DashboardWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: WorkerRegistration;
  readonly clients: WorkerClients;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushWorkerEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickWorkerEvent) => void): void;
}

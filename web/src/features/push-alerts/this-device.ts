import {
  DASHBOARD_SCOPE,
  DASHBOARD_SERVICE_WORKER_PATH,
  type PushDeviceSubscription,
} from '@painting-site/gateway/contract/push-alerts';
import { deviceName } from './device-name.ts';

/** The owner closed or refused the browser's question: nothing was subscribed. */
export class PermissionNotGranted extends Error {
  override readonly name = 'PermissionNotGranted';
  readonly permission: NotificationPermission;
  constructor(permission: NotificationPermission) {
    super(`notification permission: ${permission}`);
    this.permission = permission;
  }
}

/** The VAPID key as the push manager takes it: base64url → bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The body the gateway takes: the subscription as the browser gives it, and this device's name. */
function describe(subscription: PushSubscription): PushDeviceSubscription {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    name: deviceName(navigator.userAgent, navigator.maxTouchPoints > 1),
  };
}

async function dashboardRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(DASHBOARD_SCOPE);
}

/** This browser's subscription, if it has one (from an earlier "Notify me on this device"). */
export async function currentSubscription(): Promise<PushDeviceSubscription | null> {
  const subscription = await (await dashboardRegistration())?.pushManager.getSubscription();
  return subscription ? describe(subscription) : null;
}

/**
 * "Notify me on this device": asks for permission (only now, on the owner's click), registers the
 * dashboard's service worker, and subscribes with the gateway's key. Throws PermissionNotGranted
 * when the owner does not allow notifications.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushDeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionNotGranted(permission);
  await navigator.serviceWorker.register(DASHBOARD_SERVICE_WORKER_PATH, { scope: DASHBOARD_SCOPE });
  // subscribe() needs an active worker; this page lies in its scope, so `ready` is this registration.
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return describe(await registration.pushManager.subscribe(options));
  } catch (error) {
    // A subscription made with another key (the gateway's keys were made anew): replace it.
    const old = await registration.pushManager.getSubscription();
    if (!(error instanceof DOMException && error.name === 'InvalidStateError') || !old) throw error;
    await old.unsubscribe();
    return describe(await registration.pushManager.subscribe(options));
  }
}

/** Ends this browser's subscription, so the push service refuses any push still sent to it. */
export async function unsubscribeThisDevice(): Promise<void> {
  await (await (await dashboardRegistration())?.pushManager.getSubscription())?.unsubscribe();
}

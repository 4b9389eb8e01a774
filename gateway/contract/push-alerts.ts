/*
 * Phone alerts with Web Push (RFC 8030, encrypted with RFC 8291 aes128gcm, signed with VAPID,
 * RFC 8292). The owner's devices subscribe from the dashboard's Account section; the gateway
 * pushes each new quote request and each estimate visit a customer books to every device.
 * The service worker that shows them is scoped to the dashboard only (`/admin/`): the public
 * pages never load it.
 */

/** Where the dashboard's service worker is served; its scope is DASHBOARD_SCOPE. */
export const DASHBOARD_SERVICE_WORKER_PATH = '/admin/service-worker.js';
export const DASHBOARD_SCOPE = '/admin/';
/** The dashboard's web app manifest (linked from the dashboard only, never from a public page). */
export const DASHBOARD_MANIFEST_PATH = '/admin/manifest.webmanifest';

/** Devices one site keeps subscribed; the oldest must be stopped before another is added. */
export const PUSH_DEVICES_MAX = 20;
/** A device's name as the owner reads it in the list ("Pixel 8 — Chrome"), cut to this. */
export const PUSH_DEVICE_NAME_MAX_LENGTH = 80;
/** A push service's endpoint is an https URL of at most this many characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** How long the push service keeps a push for a device that is off (seconds): a day. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * `POST /api/admin/push/devices` (Bearer): what `PushSubscription.toJSON()` gives in the browser,
 * and the device's name → 201 `PushDevice`. The same endpoint again updates its keys and name
 * (200). An endpoint that is not https, keys that are not base64url of the right length
 * (p256dh: 65 bytes, an uncompressed P-256 point; auth: 16 bytes) → 400 with field messages.
 */
export interface PushDeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** From the browser's user agent, e.g. "Android — Chrome"; the owner never types it. */
  name: string;
}

/** How the last push to a device went. */
export const PUSH_OUTCOMES = ['sent', 'failed'] as const;
export type PushOutcome = (typeof PUSH_OUTCOMES)[number];

/** A subscribed device as the Account section lists it. Its endpoint and keys are never sent back. */
export interface PushDevice {
  id: number;
  name: string;
  /** The push service's host, e.g. "fcm.googleapis.com" or "web.push.apple.com". */
  service: string;
  /** ISO 8601. */
  createdAt: string;
  /** The last push, if any: when, and how it went (the push service's answer in words when it failed). */
  lastPush: { at: string; outcome: PushOutcome; error: string | null } | null;
}

/**
 * `GET /api/admin/push` (Bearer): the VAPID public key the browser subscribes with
 * (`applicationServerKey`, base64url of the uncompressed point) and the devices.
 */
export interface PushSettings {
  publicKey: string;
  devices: PushDevice[];
}

/*
 * More routes (Bearer):
 * - `DELETE /api/admin/push/devices/:id` → 204 ("Stop"); unknown id → 404.
 * - `POST /api/admin/push/devices/:id/test` → 200 `PushDevice` after a test push ("Send a test"),
 *   its `lastPush` saying how it went; a 404/410 from the push service removes the device → 404.
 * A push service that answers 404 or 410 for a device's endpoint has dropped the subscription:
 * the device is removed at once, whatever push it was.
 */

/** Why a push is sent: the kinds the service worker knows. */
export const PUSH_KINDS = ['quote_request', 'visit_booked', 'estimate', 'test'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * What a push carries (JSON, encrypted end to end): the customer's name, the service and the
 * town, never the request's details, phone, e-mail or street. The service worker shows `title`
 * and `body`, and a tap opens `url` (a dashboard path) in the dashboard.
 */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** A path under DASHBOARD_SCOPE, e.g. "/admin/dashboard/messages/12". */
  url: string;
  /** One notification per request: a later push about it replaces the earlier one. */
  tag: string;
  /** The request it is about; null for a test. */
  requestId: number | null;
}

import { createECDH } from 'node:crypto';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import {
  PUSH_DEVICE_NAME_MAX_LENGTH,
  PUSH_DEVICES_MAX,
  PUSH_ENDPOINT_MAX_LENGTH,
  type PushPayload,
  type PushSettings,
} from '../../contract/push-alerts.ts';
import { ADMIN_DASHBOARD_PATH } from '../../contract/routes.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { idParam, validateBody } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import { pushDeviceJson } from './push-device-json.ts';
import type { PushDeviceStore } from './push-device-store.ts';
import type { PushSender } from './push-sender.ts';

/** An uncompressed P-256 point (0x04, x, y): what a browser's `p256dh` key is. */
const P256DH_BYTES = 65;
const UNCOMPRESSED_POINT = 0x04;
/** The subscription's authentication secret (RFC 8291 §3.2). */
const AUTH_SECRET_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Names with line breaks or other control characters read as one line. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu;
const LONE_HIGH_SURROGATE = /[\uD800-\uDBFF]$/;
const UNNAMED_DEVICE = 'A device';

export const PUSH_MESSAGES = {
  endpoint: `Use the https address of the browser's push service (at most ${PUSH_ENDPOINT_MAX_LENGTH} characters).`,
  p256dh: `Use the subscription's p256dh key: base64url of a ${P256DH_BYTES}-byte P-256 public key.`,
  auth: `Use the subscription's auth secret: base64url of ${AUTH_SECRET_BYTES} bytes.`,
  name: 'Name the device in text.',
  tooMany: `${PUSH_DEVICES_MAX} devices already get alerts: stop one of them before adding this one.`,
  noSuchDevice: 'There is no such device: it was stopped, or its browser unsubscribed.',
  dropped: 'The push service no longer knows this device, so it was removed: turn alerts on again on it.',
} as const;

const bytesOf = (text: string) => (BASE64URL.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0));

// Only a point on the curve can encrypt a push: anything else would fail at every alert.
const checker = createECDH('prime256v1');
checker.generateKeys();
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== P256DH_BYTES || bytes[0] !== UNCOMPRESSED_POINT) return false;
  try {
    checker.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

const endpoint = z.string({ error: PUSH_MESSAGES.endpoint }).refine((text) => {
  if (text.length > PUSH_ENDPOINT_MAX_LENGTH) return false;
  const url = URL.parse(text);
  return url?.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}, PUSH_MESSAGES.endpoint);

/** What `PushSubscription.toJSON()` gives (its `expirationTime` is not kept), and the device's name. */
const subscriptionBody = z.object(
  {
    endpoint,
    keys: z.object(
      {
        p256dh: z
          .string({ error: PUSH_MESSAGES.p256dh })
          .refine((key) => isP256Point(bytesOf(key)), PUSH_MESSAGES.p256dh),
        auth: z
          .string({ error: PUSH_MESSAGES.auth })
          .refine((key) => bytesOf(key).length === AUTH_SECRET_BYTES, PUSH_MESSAGES.auth),
      },
      { error: 'Send the subscription\'s keys: { "p256dh", "auth" }.' },
    ),
    name: z.string({ error: PUSH_MESSAGES.name }).transform(
      (name) =>
        name
          .replace(CONTROL_CHARACTERS, ' ')
          .trim()
          .slice(0, PUSH_DEVICE_NAME_MAX_LENGTH)
          // A cut through an emoji leaves half of it: that half goes too.
          .replace(LONE_HIGH_SURROGATE, '')
          .trim() || UNNAMED_DEVICE,
    ),
  },
  { error: 'The request body must be a JSON object.' },
);

/** "Send a test": what the device shows, and a tap opens the dashboard. */
const TEST_PAYLOAD: PushPayload = {
  kind: 'test',
  title: 'Test alert',
  body: 'Each new quote request and each booked visit will show like this.',
  url: ADMIN_DASHBOARD_PATH,
  tag: 'test',
  requestId: null,
};

interface AdminPushDeps {
  devices: PushDeviceStore;
  /** The VAPID public key the browsers subscribe with. */
  publicKey: string;
  sender: Pick<PushSender, 'sendTo' | 'endpointRefusal'>;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
}

/** The Account section's phone alerts: the key to subscribe with, the devices, "Stop" and "Send a test". */
export function adminPushRouter(deps: AdminPushDeps): Router<OwnerState> {
  const { devices, publicKey, sender, requireOwner, clock } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/push', requireOwner, (ctx) => {
    ctx.body = { publicKey, devices: devices.list().map(pushDeviceJson) } satisfies PushSettings;
  });

  router.post('/push/devices', requireOwner, worthABackup, async (ctx) => {
    const { endpoint, keys, name } = validateBody(ctx, subscriptionBody);
    const refused = await sender.endpointRefusal(endpoint);
    if (refused) ctx.throw(400, refused, { code: ERROR_CODES.validationFailed, fields: { endpoint: refused } });
    const saved = devices.save({ endpoint, ...keys, name }, new Date(clock()).toISOString());
    if ('full' in saved) return ctx.throw(400, PUSH_MESSAGES.tooMany, { code: ERROR_CODES.validationFailed });
    ctx.status = saved.created ? 201 : 200;
    ctx.body = pushDeviceJson(saved.device);
  });

  router.delete('/push/devices/:id', requireOwner, worthABackup, (ctx) => {
    if (!devices.remove(idParam(ctx))) return ctx.throw(404, PUSH_MESSAGES.noSuchDevice);
    ctx.status = 204;
  });

  router.post('/push/devices/:id/test', requireOwner, worthABackup, async (ctx) => {
    const delivery = await sender.sendTo(idParam(ctx), TEST_PAYLOAD);
    if (!delivery) return ctx.throw(404, PUSH_MESSAGES.noSuchDevice);
    const device = delivery.removed ? undefined : devices.get(delivery.device.id);
    if (!device) return ctx.throw(404, PUSH_MESSAGES.dropped);
    ctx.body = pushDeviceJson(device);
  });

  return router;
}

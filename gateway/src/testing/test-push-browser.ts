import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { decrypt } from 'http_ece';
import type { PushDeviceSubscription } from '../../contract/push-alerts.ts';
import type { ReceivedPush } from './test-push-service.ts';

/** RFC 8291's authentication secret: 16 random bytes the browser makes with each subscription. */
const AUTH_SECRET_BYTES = 16;

/** A browser's side of a push subscription: the keys only it holds, and what it gives the site. */
export interface TestPushBrowser {
  /** What `PushSubscription.toJSON()` gives, with the device's name: the body of `POST /api/admin/push/devices`. */
  subscription: PushDeviceSubscription;
  /** Decrypts a push sent to this subscription, as the browser does before the service worker reads it. */
  read(push: ReceivedPush): unknown;
}

/** Plays a browser that subscribes at `endpoint`: a P-256 key pair and an auth secret of its own. */
export function testPushBrowser(endpoint: string, name: string): TestPushBrowser {
  const privateKey: ECDH = createECDH('prime256v1');
  privateKey.generateKeys();
  const authSecret = randomBytes(AUTH_SECRET_BYTES);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: privateKey.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      name,
    },
    read: (push) => JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey, authSecret }).toString('utf8')),
  };
}

import type { Agent } from 'node:https';
import webPush from 'web-push';
import { PUSH_TTL_SECONDS, type PushPayload } from '../../contract/push-alerts.ts';
import { createBackgroundWork } from '../background/background-work.ts';
import type { OutboundAddresses } from '../http/outbound-address.ts';
import type { Logger } from '../logger.ts';
import type { PushDeviceStore, StoredPushDevice } from './push-device-store.ts';
import { failureStatus, pushFailureWords, subscriptionGone } from './push-failure-words.ts';
import type { VapidKeys } from './vapid-key-store.ts';

/** How long a push service may take to take a push: a stop waits for the pushes under way at most this. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
/** A push's `Topic` (RFC 8030 §5.4): base64url, at most 32 characters; a newer push of the topic replaces one not yet delivered. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/** How one push to one device went. */
export interface DeviceDelivery {
  device: StoredPushDevice;
  /** The push service's answer in words when it failed. */
  error: string | null;
  /** The push service dropped the subscription (404/410): the device was removed. */
  removed: boolean;
}

export interface PushSender {
  /** Pushes to every device at once; resolves when each push service has answered (never rejects). */
  sendToAll(payload: PushPayload): Promise<DeviceDelivery[]>;
  /** Pushes to one device ("Send a test"); undefined when there is no such device. Never rejects. */
  sendTo(deviceId: number, payload: PushPayload): Promise<DeviceDelivery | undefined>;
  /** The endpoint field's message when its host is on a private network the operator has not allowed. */
  endpointRefusal(endpoint: string): Promise<string | undefined>;
  /** Waits for the pushes under way (each ends within PUSH_SEND_TIMEOUT_MS), so each is recorded before the database closes. */
  close(): Promise<void>;
}

interface PushSenderOptions {
  devices: PushDeviceStore;
  keys: VapidKeys;
  /** The VAPID subject, read at each push: the notification address may change in the dashboard. */
  subject: () => string;
  /** Trusts a test push service's certificate; production uses Node's default agent and CAs. */
  agent?: Agent | undefined;
  /** Checks each push service's addresses: a device's endpoint is the owner's to set, not the operator's. */
  outbound: OutboundAddresses;
  logger: Logger;
  clock: () => number;
}

/**
 * Web Push through `web-push` (RFC 8291 aes128gcm, signed with the site's VAPID keys): each
 * push service's answer is recorded on its device, and a device the push service dropped
 * (404/410) is removed, whatever push it was.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { devices, keys, outbound, logger, clock } = options;
  // Every push goes through it: to checked addresses only, with the TLS options given (a test's CA).
  const agent = outbound.httpsAgent(options.agent);
  const pushes = createBackgroundWork();

  /** The push service's refusal (or the network's error), or undefined when it took the push. */
  const push = (device: StoredPushDevice, payload: PushPayload): Promise<unknown> =>
    webPush
      .sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          ...(TOPIC.test(payload.tag) ? { topic: payload.tag } : {}),
          vapidDetails: { subject: options.subject(), ...keys },
          timeout: PUSH_SEND_TIMEOUT_MS,
          agent,
        },
      )
      .then(
        () => undefined,
        (failure: unknown) => failure ?? new Error('the push was refused'),
      );

  const deliver = async (device: StoredPushDevice, payload: PushPayload): Promise<DeviceDelivery> => {
    const failure = await push(device, payload);
    const error = failure === undefined ? null : pushFailureWords(failure);
    const removed = failure !== undefined && subscriptionGone(failure);
    try {
      if (removed) devices.remove(device.id);
      else {
        const at = new Date(clock()).toISOString();
        devices.recordPush(device.id, { at, outcome: error === null ? 'sent' : 'failed', error });
      }
    } catch (storeError) {
      logger.error({ err: storeError, deviceId: device.id }, 'could not record a push');
    }
    if (failure !== undefined) {
      logger.warn(
        { deviceId: device.id, kind: payload.kind, status: failureStatus(failure), error, removed },
        removed ? 'push service dropped a device: removed' : 'push failed',
      );
    }
    return { device, error, removed };
  };

  return {
    sendToAll(payload) {
      return pushes.track(Promise.all(devices.list().map((device) => deliver(device, payload))));
    },
    sendTo(deviceId, payload) {
      const device = devices.get(deviceId);
      return pushes.track(device ? deliver(device, payload) : Promise.resolve(undefined));
    },
    endpointRefusal: async (endpoint) => outbound.refusal(URL.parse(endpoint)?.hostname ?? ''),
    close: () => pushes.drain(),
  };
}

import type { PushDevice, PushSettings } from '@painting-site/gateway/contract/push-alerts';
import { useEffect, useRef, useState } from 'react';
import { Announcement, NO_OUTCOME, type Outcome } from '@/components/ui/announcement.tsx';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { ItemCardList } from '@/components/ui/item-card.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { addPushDevice } from '../api/add-push-device.ts';
import { getPushSettings } from '../api/get-push-settings.ts';
import { sendTestPush } from '../api/send-test-push.ts';
import { stopPushDevice } from '../api/stop-push-device.ts';
import { browserPushFacts, type PushSupport, pushSupportOf } from '../push-support.ts';
import {
  currentSubscription,
  PermissionNotGranted,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../this-device.ts';
import { type DeviceAction, PushDeviceItem } from './push-device-item.tsx';
import { ThisDeviceAlerts } from './this-device-alerts.tsx';

export const PHONE_ALERTS_TITLE = 'Phone alerts';
export const DEVICES_LIST_LABEL = 'Devices that get alerts';
const PHONE_ALERTS_LEAD = [
  'Your phone buzzes the moment a quote request or an estimate visit booking comes in: the customer’s name, the service and the town, never the details. Tap the alert to open the request.',
  'Works with Chrome on Android, and on an iPhone or iPad (iOS 16.4 or later) once this dashboard is on the Home Screen.',
].join('\n');

const UNEXPECTED_REASON = 'Please try again.';

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED_REASON);

/** The devices with `device` in its place, or added at the end. */
function withDevice(settings: PushSettings, device: PushDevice): PushSettings {
  const listed = settings.devices.some(({ id }) => id === device.id);
  return {
    ...settings,
    devices: listed
      ? settings.devices.map((each) => (each.id === device.id ? device : each))
      : [...settings.devices, device],
  };
}

const withoutDevice = (settings: PushSettings, id: number): PushSettings => ({
  ...settings,
  devices: settings.devices.filter((device) => device.id !== id),
});

/**
 * Account → Phone alerts: this browser's "Notify me on this device" (or why it cannot), and every
 * device that gets alerts, each with "Send a test" and "Stop".
 */
export function PhoneAlertsSection() {
  const settings = useLoaded('the phone alerts', 'push-settings', getPushSettings);
  const { update } = settings;
  const [support, setSupport] = useState<PushSupport>(() => pushSupportOf(browserPushFacts()));
  /** The listed device that is this browser, once known. */
  const [thisDeviceId, setThisDeviceId] = useState<number | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const [pending, setPending] = useState<ReadonlyMap<number, DeviceAction>>(new Map());
  const [said, setSaid] = useState<Outcome>(NO_OUTCOME);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const loaded = settings.status === 'ready';

  // A browser subscribed before tells the gateway again (the same endpoint updates its keys and
  // name): the answer says which listed device this is, and a subscription the browser renewed
  // reaches the gateway.
  useEffect(() => {
    if (!loaded || support !== 'ready' || Notification.permission !== 'granted') return;
    let cancelled = false;
    currentSubscription()
      .then((subscription) => (subscription ? addPushDevice(subscription) : null))
      .then(
        (device) => {
          if (cancelled || !device) return;
          update((data) => withDevice(data, device));
          setThisDeviceId(device.id);
        },
        // Not marked as this device; the owner can still subscribe it again.
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [loaded, support, update]);

  function tell(text: string, failed: boolean) {
    setSaid({ text, failed });
    // The button that had focus is gone or was disabled: focus lands on what happened.
    if (failed) outcomeRef.current?.focus();
  }

  function setDeviceAction(id: number, action: DeviceAction | undefined) {
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });
  }

  async function notifyThisDevice(publicKey: string) {
    setSubscribing(true);
    setSaid(NO_OUTCOME);
    try {
      let subscription: Awaited<ReturnType<typeof subscribeThisDevice>>;
      try {
        subscription = await subscribeThisDevice(publicKey);
      } catch (error) {
        if (error instanceof PermissionNotGranted && error.permission === 'denied') {
          setSupport('denied');
          tell('Notifications were not allowed, so this device gets no alerts.', true);
        } else if (error instanceof PermissionNotGranted) {
          tell(
            'Alerts are still off: the browser’s question was closed without an answer. Press the button to be asked again.',
            true,
          );
        } else {
          tell(`This browser could not subscribe to alerts. ${reasonOf(error)}`, true);
        }
        return;
      }
      try {
        const device = await addPushDevice(subscription);
        update((data) => withDevice(data, device));
        setThisDeviceId(device.id);
        tell(`This device (${device.name}) now gets alerts. Send it a test to check.`, false);
        outcomeRef.current?.focus();
      } catch (error) {
        // The browser and the list must agree: a subscription the gateway did not take is ended.
        await unsubscribeThisDevice().catch(() => undefined);
        tell(`Could not turn alerts on for this device. ${reasonOf(error)}`, true);
      }
    } finally {
      setSubscribing(false);
    }
  }

  function forget(device: PushDevice) {
    update((data) => withoutDevice(data, device.id));
    if (device.id === thisDeviceId) setThisDeviceId(null);
    headingRef.current?.focus();
  }

  async function stop(device: PushDevice) {
    setDeviceAction(device.id, 'stop');
    setSaid(NO_OUTCOME);
    try {
      await stopPushDevice(device.id);
      // This browser's own subscription ends too, so nothing reaches it any more.
      if (device.id === thisDeviceId) await unsubscribeThisDevice().catch(() => undefined);
      forget(device);
      tell(`Stopped alerts on ${device.name}.`, false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        if (device.id === thisDeviceId) await unsubscribeThisDevice().catch(() => undefined);
        forget(device);
        tell(`${device.name} had already stopped getting alerts.`, false);
      } else {
        tell(`Could not stop alerts on ${device.name}. ${reasonOf(error)}`, true);
      }
    } finally {
      setDeviceAction(device.id, undefined);
    }
  }

  async function test(device: PushDevice) {
    setDeviceAction(device.id, 'test');
    setSaid(NO_OUTCOME);
    try {
      const after = await sendTestPush(device.id);
      update((data) => withDevice(data, after));
      if (after.lastPush?.outcome === 'failed') {
        tell(`The test alert to ${after.name} failed. ${after.lastPush.error ?? 'The push service refused it.'}`, true);
      } else {
        tell(`Test alert sent to ${after.name}. It should show on that device within a few seconds.`, false);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        forget(device);
        tell(
          `${device.name} no longer takes alerts (its browser ended the subscription), so it was removed. Turn alerts on again from that device.`,
          true,
        );
      } else {
        tell(`Could not send a test alert to ${device.name}. ${reasonOf(error)}`, true);
      }
    } finally {
      setDeviceAction(device.id, undefined);
    }
  }

  return (
    <PageSection title={PHONE_ALERTS_TITLE} lead={PHONE_ALERTS_LEAD} headingRef={headingRef}>
      {/* Always there, so a screen reader is listening before the first result arrives. */}
      <Announcement ref={outcomeRef} role="status" tabIndex={-1} data-failed={said.failed}>
        {said.text}
      </Announcement>
      <AsyncContent resource={settings} failureAdvice={OWNER_LOAD_ADVICE}>
        {({ publicKey, devices }) => (
          <>
            <ThisDeviceAlerts
              support={support}
              subscribed={thisDeviceId !== null && devices.some(({ id }) => id === thisDeviceId)}
              pending={subscribing}
              onNotify={() => notifyThisDevice(publicKey)}
            />
            {devices.length === 0 ? (
              <EmptyNote>No device gets alerts yet.</EmptyNote>
            ) : (
              <ItemCardList aria-label={DEVICES_LIST_LABEL}>
                {devices.map((device) => (
                  <PushDeviceItem
                    key={device.id}
                    device={device}
                    current={device.id === thisDeviceId}
                    pending={pending.get(device.id)}
                    onTest={test}
                    onStop={stop}
                  />
                ))}
              </ItemCardList>
            )}
          </>
        )}
      </AsyncContent>
    </PageSection>
  );
}

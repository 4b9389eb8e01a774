import type { PushDevice } from '../../contract/push-alerts.ts';
import type { StoredPushDevice } from './push-device-store.ts';

/** A device as the Account section lists it: its push service's host, never its endpoint or keys. */
export function pushDeviceJson({ id, name, endpoint, createdAt, lastPush }: StoredPushDevice): PushDevice {
  return { id, name, service: URL.parse(endpoint)?.hostname ?? '', createdAt, lastPush };
}

import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { PUSH_DEVICES_MAX, type PushOutcome } from '../../contract/push-alerts.ts';
import { inTransaction } from '../db/transaction.ts';

/** A subscribed device with what pushing to it takes: its endpoint and keys stay in the gateway. */
export interface StoredPushDevice {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  createdAt: string;
  lastPush: { at: string; outcome: PushOutcome; error: string | null } | null;
}

/** A browser's subscription, checked at the edge, and the device's name. */
export interface PushDeviceInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
}

/** How a save went: a new device, the same endpoint's keys and name updated, or no room for another. */
export type PushDeviceSave = { device: StoredPushDevice; created: boolean } | { full: true };

export interface PushDeviceStore {
  /** Oldest first. */
  list(): StoredPushDevice[];
  get(id: number): StoredPushDevice | undefined;
  /** The same endpoint again updates its keys and name; a new one only while fewer than PUSH_DEVICES_MAX. */
  save(input: PushDeviceInput, now: string): PushDeviceSave;
  /** False when there is no such device. */
  remove(id: number): boolean;
  /** How the last push to the device went; nothing when it was removed meanwhile. */
  recordPush(id: number, push: { at: string; outcome: PushOutcome; error: string | null }): void;
}

const COLUMNS = 'id, endpoint, p256dh, auth, name, created_at, last_push_at, last_push_outcome, last_push_error';

function deviceOf(row: Record<string, SQLOutputValue>): StoredPushDevice {
  return {
    id: Number(row.id),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
    name: String(row.name),
    createdAt: String(row.created_at),
    lastPush:
      row.last_push_at === null
        ? null
        : {
            at: String(row.last_push_at),
            outcome: String(row.last_push_outcome) as PushOutcome,
            error: row.last_push_error === null ? null : String(row.last_push_error),
          },
  };
}

/** The owner's devices subscribed to push alerts (contract/push-alerts.ts). */
export function createPushDeviceStore(db: DatabaseSync): PushDeviceStore {
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM push_devices ORDER BY id`);
  const selectOne = db.prepare(`SELECT ${COLUMNS} FROM push_devices WHERE id = ?`);
  const selectByEndpoint = db.prepare('SELECT id FROM push_devices WHERE endpoint = ?');
  const count = db.prepare('SELECT count(*) AS n FROM push_devices');
  const insert = db.prepare(
    'INSERT INTO push_devices (endpoint, p256dh, auth, name, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  // A new subscription of the same endpoint: its last push told of the old keys, so it goes.
  const update = db.prepare(`
    UPDATE push_devices SET p256dh = ?, auth = ?, name = ?,
      last_push_at = NULL, last_push_outcome = NULL, last_push_error = NULL
    WHERE id = ?`);
  const remove = db.prepare('DELETE FROM push_devices WHERE id = ?');
  const record = db.prepare(
    'UPDATE push_devices SET last_push_at = ?, last_push_outcome = ?, last_push_error = ? WHERE id = ?',
  );

  const get = (id: number) => {
    const row = selectOne.get(id);
    return row && deviceOf(row);
  };

  return {
    list: () => selectAll.all().map(deviceOf),
    get,
    save({ endpoint, p256dh, auth, name }, now) {
      // One transaction: two devices subscribing at once never pass the limit together.
      return inTransaction(db, (): PushDeviceSave => {
        const existing = selectByEndpoint.get(endpoint);
        let id: number;
        if (existing) {
          id = Number(existing.id);
          update.run(p256dh, auth, name, id);
        } else {
          if (Number(count.get()?.n) >= PUSH_DEVICES_MAX) return { full: true };
          id = Number(insert.get(endpoint, p256dh, auth, name, now)?.id);
        }
        const device = get(id);
        if (!device) throw new Error(`push device ${id} vanished while it was saved`);
        return { device, created: !existing };
      });
    },
    remove: (id) => remove.run(id).changes > 0,
    recordPush(id, { at, outcome, error }) {
      record.run(at, outcome, error, id);
    },
  };
}

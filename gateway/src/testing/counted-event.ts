import { randomBytes } from 'node:crypto';
import type { CountedEvent } from '../visitor-counts/site-event-store.ts';
import { type DaySalt, SALT_BYTES } from '../visitor-counts/visitor-salt-store.ts';

/** Visitor `index`'s day hash: a different one for each number. */
export function visitorNumbered(index: number): Uint8Array {
  const hash = new Uint8Array(16);
  new DataView(hash.buffer).setUint32(0, index);
  return hash;
}

/** A counted event as the stores take it: visitor `index` viewing the home page, direct, on a phone, unless `fields` say otherwise. */
export function countedEvent(day: string, index: number, fields: Partial<CountedEvent> = {}): CountedEvent {
  return {
    day,
    visitor: visitorNumbered(index),
    kind: 'view',
    path: '/',
    sourceKind: 'direct',
    sourceName: 'Direct',
    utmMedium: '',
    utmCampaign: '',
    device: 'phone',
    ...fields,
  };
}

/** A new salt for the day, as the counter hands it over with the day's first events. */
export function daySalt(day: string): DaySalt {
  return { day, salt: randomBytes(SALT_BYTES) };
}

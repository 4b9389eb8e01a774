import type { DatabaseSync } from 'node:sqlite';
import { recipientHash } from '../mail/recipient-hash.ts';

export interface UnsubscribeStore {
  /** When the address unsubscribed (ISO 8601), or undefined when it has not. */
  since(address: string): string | undefined;
  /** Unsubscribes the address (with the request whose link was used); a second time keeps the first time. */
  add(address: string, requestId: number, at: string): void;
}

/** Addresses that get no more automatic e-mails (contract/customer-mail.ts); only their hash is kept. */
export function createUnsubscribeStore(db: DatabaseSync): UnsubscribeStore {
  const select = db.prepare('SELECT unsubscribed_at FROM unsubscribed_addresses WHERE recipient_hash = ?');
  const insert = db.prepare(`
    INSERT INTO unsubscribed_addresses (recipient_hash, unsubscribed_at, request_id) VALUES (?, ?, ?)
    ON CONFLICT (recipient_hash) DO NOTHING`);
  return {
    since(address) {
      const row = select.get(recipientHash(address));
      return row ? String(row.unsubscribed_at) : undefined;
    },
    add(address, requestId, at) {
      insert.run(recipientHash(address), at, requestId);
    },
  };
}

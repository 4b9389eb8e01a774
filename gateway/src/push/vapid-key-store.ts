import type { DatabaseSync } from 'node:sqlite';
import webPush from 'web-push';

/** The site's VAPID key pair (RFC 8292), base64url as `web-push` reads them. */
export interface VapidKeys {
  /** The uncompressed P-256 point the browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
}

export interface VapidKeyStore {
  /**
   * The site's key pair, made with `web-push` the first time and kept for good after: every device
   * subscribed with its public key, and a new one would silence them all.
   */
  ensure(now: string): VapidKeys;
}

export function createVapidKeyStore(db: DatabaseSync): VapidKeyStore {
  const select = db.prepare('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1');
  // OR IGNORE: two starts on one database keep the first pair, never one each.
  const insert = db.prepare(
    'INSERT OR IGNORE INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)',
  );
  const read = (): VapidKeys | undefined => {
    const row = select.get();
    return row && { publicKey: String(row.public_key), privateKey: String(row.private_key) };
  };

  return {
    ensure(now) {
      const kept = read();
      if (kept) return kept;
      const made = webPush.generateVAPIDKeys();
      insert.run(made.publicKey, made.privateKey, now);
      return read() ?? made;
    },
  };
}

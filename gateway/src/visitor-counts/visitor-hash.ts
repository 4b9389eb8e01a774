import { createHash } from 'node:crypto';

/** The hash is cut to this: 128 bits tell a day's visitors apart with room to spare. */
export const VISITOR_HASH_BYTES = 16;

/**
 * Who a visitor is for one day: SHA-256 of (the day's salt, address, user agent). The salt is
 * random and forgotten with the day, so the hash cannot be traced back nor matched tomorrow.
 */
export function visitorHash(salt: Uint8Array, address: string, userAgent: string): Uint8Array {
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\n')
    .update(userAgent)
    .digest()
    .subarray(0, VISITOR_HASH_BYTES);
}

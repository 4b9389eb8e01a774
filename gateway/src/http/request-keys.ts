import { createHmac, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';

const KEY = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

/** A customer's private key for one quote request, for one purpose: nothing is stored, it is recomputed. */
export interface RequestKeys {
  /** `<id>.<MAC>`. */
  issue(requestId: number): string;
  /** The request id a key names, or undefined for anything malformed or forged. */
  check(key: unknown): number | undefined;
}

/**
 * Keys that name one quote request: its id and an HMAC-SHA256 of it, keyed with a key derived
 * from the gateway's signing secret under `label` (a key for one purpose never stands for another;
 * a new secret voids every key; no secret is reused as is).
 */
export function createRequestKeys(jwtKey: KeyObject, label: string): RequestKeys {
  const key = Buffer.from(hkdfSync('sha256', jwtKey, Buffer.alloc(0), label, 32));
  const mac = (requestId: number) => createHmac('sha256', key).update(`${label}:${requestId}`).digest('base64url');
  return {
    issue: (requestId) => `${requestId}.${mac(requestId)}`,
    check(given) {
      const match = typeof given === 'string' ? KEY.exec(given) : null;
      if (!match) return undefined;
      const requestId = Number(match[1]);
      if (!Number.isSafeInteger(requestId)) return undefined;
      // Compared as text: only the one canonical spelling of the MAC is accepted.
      const got = Buffer.from(match[2] ?? '');
      const expected = Buffer.from(mac(requestId));
      return got.length === expected.length && timingSafeEqual(got, expected) ? requestId : undefined;
    },
  };
}

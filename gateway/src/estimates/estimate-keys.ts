import { createHash, createHmac, hkdfSync, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the MAC covers besides the estimate, so this key never stands for another of the gateway's MACs. */
const LABEL = 'estimate customer link v1';
/** 43 characters of base64url: 256 bits. */
const KEY = /^[A-Za-z0-9_-]{43}$/;
/** The owner's preview tickets have a MAC of their own. */
const PREVIEW_LABEL = 'estimate preview ticket v1';
/** `<estimate id>.<expiry, Unix seconds>.<MAC>`. */
const PREVIEW_TICKET = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface EstimateKeys {
  /** A new estimate's nonce (16 random bytes, hex). */
  nonce(): string;
  /** The customer's key to the estimate: recomputed for each e-mail, never stored. */
  keyOf(estimateId: number, nonce: string): string;
  /** What the database keeps of a key, and looks it up by (sha256, hex); undefined for a malformed key. */
  hashOf(key: unknown): string | undefined;
  /** A ticket to the owner's preview of one estimate until `expiresAt` (ms): the address of a frame, which sends no token. */
  previewTicket(estimateId: number, expiresAt: number): string;
  /** The estimate a ticket shows, while it holds at `now` (ms); undefined for a forged, changed or expired one. */
  previewOf(ticket: unknown, now: number): number | undefined;
}

/**
 * The customer's private key to one estimate: an HMAC-SHA256 of its id and a random nonce under a
 * key derived from the gateway's signing secret. The database keeps the nonce and the key's
 * SHA-256 only, so a copy of it alone opens no estimate; a new secret voids every link.
 */
export function createEstimateKeys(jwtKey: KeyObject): EstimateKeys {
  const secret = Buffer.from(hkdfSync('sha256', jwtKey, Buffer.alloc(0), LABEL, 32));
  const previewSecret = Buffer.from(hkdfSync('sha256', jwtKey, Buffer.alloc(0), PREVIEW_LABEL, 32));
  const previewMac = (estimateId: number, expiresSeconds: number) =>
    createHmac('sha256', previewSecret).update(`${estimateId}:${expiresSeconds}`).digest('base64url');
  return {
    nonce: () => randomBytes(16).toString('hex'),
    keyOf: (estimateId, nonce) => createHmac('sha256', secret).update(`${estimateId}:${nonce}`).digest('base64url'),
    hashOf: (key) =>
      typeof key === 'string' && KEY.test(key) ? createHash('sha256').update(key).digest('hex') : undefined,
    previewTicket: (estimateId, expiresAt) => {
      const expiresSeconds = Math.ceil(expiresAt / 1000);
      return `${estimateId}.${expiresSeconds}.${previewMac(estimateId, expiresSeconds)}`;
    },
    previewOf: (ticket, now) => {
      const parts = typeof ticket === 'string' ? PREVIEW_TICKET.exec(ticket) : null;
      if (!parts) return undefined;
      const [, id, expires, mac] = parts;
      const estimateId = Number(id);
      const expiresSeconds = Number(expires);
      const expected = Buffer.from(previewMac(estimateId, expiresSeconds));
      const given = Buffer.from(mac ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return expiresSeconds * 1000 > now ? estimateId : undefined;
    },
  };
}

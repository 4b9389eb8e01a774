import { createHmac, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';

/** What the MAC covers besides the id, so this key can never stand for another of the gateway's MACs. */
const LABEL = 'estimate-visit manage link v1';
const TOKEN = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

export interface VisitTokens {
  /** The customer's key for a request: `<id>.<MAC>`; nothing is stored, the key is recomputed. */
  issue(requestId: number): string;
  /** The request id a key names, or undefined for anything malformed or forged. */
  check(token: unknown): number | undefined;
}

/**
 * The customer's private key to book, move or cancel the visit of one request: the request's id
 * and an HMAC-SHA256 of it, keyed with a key derived from the gateway's signing secret (a new
 * secret voids every link; no secret is reused as is).
 */
export function createVisitTokens(jwtKey: KeyObject): VisitTokens {
  const key = Buffer.from(hkdfSync('sha256', jwtKey, Buffer.alloc(0), LABEL, 32));
  const mac = (requestId: number) => createHmac('sha256', key).update(`${LABEL}:${requestId}`).digest('base64url');
  return {
    issue: (requestId) => `${requestId}.${mac(requestId)}`,
    check(token) {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!match) return undefined;
      const requestId = Number(match[1]);
      if (!Number.isSafeInteger(requestId)) return undefined;
      // Compared as text: only the one canonical spelling of the MAC is accepted.
      const given = Buffer.from(match[2] ?? '');
      const expected = Buffer.from(mac(requestId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? requestId : undefined;
    },
  };
}

import { createHmac, hkdfSync, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';

export const FORM_MAX_AGE_MS = 24 * 3600 * 1000;

/** The random part of a token. */
const FORM_NONCE_BYTES = 16;

export type FormTokenCheck = 'ok' | 'too_fast' | 'expired';

export interface FormTokens {
  issue(): string;
  check(token: unknown): FormTokenCheck;
}

/**
 * Signed "form shown at" timestamps: the quote form fetches one when it appears and sends it
 * back, so the gateway knows how long the visitor took without trusting the browser's clock.
 * Each carries a random part too: two forms shown in the same millisecond get different tokens,
 * and the photos uploaded under one can be claimed only by its own request. The HMAC key is
 * derived from the JWT secret for this one purpose.
 */
export function createFormTokens(secret: KeyObject, clock: () => number): FormTokens {
  const key = Buffer.from(hkdfSync('sha256', secret.export(), Buffer.alloc(0), 'quote-form-token', 32));
  const sign = (issuedAt: string, nonce: string) => createHmac('sha256', key).update(`${issuedAt}.${nonce}`).digest();

  return {
    issue() {
      const issuedAt = String(clock());
      const nonce = randomBytes(FORM_NONCE_BYTES).toString('base64url');
      return `${issuedAt}.${nonce}.${sign(issuedAt, nonce).toString('base64url')}`;
    },
    check(token) {
      if (typeof token !== 'string' || token.length > 200) return 'expired';
      const [issuedAt = '', nonce = '', signature = ''] = token.split('.');
      const expected = sign(issuedAt, nonce);
      const given = Buffer.from(signature, 'base64url');
      if (
        !/^\d{10,16}$/.test(issuedAt) ||
        !/^[\w-]{16,32}$/.test(nonce) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return 'expired';
      }
      const age = clock() - Number(issuedAt);
      if (age < QUOTE_FORM_MIN_FILL_MS) return 'too_fast';
      return age > FORM_MAX_AGE_MS ? 'expired' : 'ok';
    },
  };
}

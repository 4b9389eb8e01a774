// http_ece ships no types; this is the part the push tests use to read a push as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair (the subscription's p256dh is its public half). */
    privateKey: ECDH;
    /** The subscription's 16-byte auth secret (a string is read as base64url). */
    authSecret: Buffer | string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}

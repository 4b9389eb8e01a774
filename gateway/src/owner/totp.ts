import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_CODE_PATTERN, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../contract/auth.ts';

/** 160 bits, as RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret in base32 (RFC 4648, no padding), as authenticator apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app reads: the business's name as issuer, the username as label. */
export function otpauthUri(secret: string, issuer: string, username: string): string {
  return totpOf(secret, issuer, username).toString();
}

/** The URI as a QR code: an SVG document in a data URL, for an <img>. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A typed authenticator code without its spaces ("123 456"), or null when it is not 6 digits. */
export function typedTotpCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return TOTP_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The 30-second step (counted from the epoch) whose code this is, within TOTP_WINDOW_STEPS of the one at `now`, or null when it
 * matches none. Whether that step was used already is the store's to say.
 */
export function matchedTotpStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

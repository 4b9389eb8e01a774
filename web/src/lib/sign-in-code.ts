import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@painting-site/gateway/contract/auth';

/** What a recovery code looks like, for hints and messages. */
export const RECOVERY_CODE_EXAMPLE = '7hkq-3wmx-p9ta';
const RECOVERY_CODE_GROUP = /[a-z0-9]{1,4}/g;

// The gateway ignores spaces (and, in recovery codes, case and dashes) too; the codes are sent as
// shown, so what the owner typed is checked here in the shape the gateway will see.

/** An authenticator's code as sent ("123 456" → "123456"), or null when it is not 6 digits. */
export function readAppCode(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  return TOTP_CODE_PATTERN.test(code) ? code : null;
}

/** A recovery code as shown ("7HKQ 3WMX P9TA" → "7hkq-3wmx-p9ta"), or null when it has not that shape. */
export function readRecoveryCode(typed: string): string | null {
  const bare = typed.replace(/[\s-]/g, '').toLowerCase();
  const code = bare.match(RECOVERY_CODE_GROUP)?.join('-') ?? '';
  return RECOVERY_CODE_PATTERN.test(code) ? code : null;
}

/** Either kind of code, as sent, or null when it is neither. */
export function readAnyCode(typed: string): string | null {
  return readAppCode(typed) ?? readRecoveryCode(typed);
}

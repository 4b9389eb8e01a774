import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '../../contract/auth.ts';

// zxcvbn's ranked list of passwords seen in breaches (about 49,000), far beyond the top 3,000.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/**
 * Why a new password is refused, or undefined when it is fine. No composition rules (ASVS):
 * length, not the username, not a commonly used password. Characters count as code points.
 */
export function passwordProblem(password: string, username: string): string | undefined {
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN_LENGTH) return `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`;
  // Long passphrases are welcome; the cap only keeps hashing cheap to refuse.
  if (length > NEW_PASSWORD_MAX_LENGTH) return `Use at most ${NEW_PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.trim().toLowerCase();
  if (lowered === username.trim().toLowerCase()) return 'The password must not be the username.';
  if (COMMON_PASSWORDS.has(lowered)) return 'This password is too common; choose one that is hard to guess.';
  return undefined;
}

/** Random bytes in a generated password: 24 base64url characters, 144 bits. */
export const GENERATED_PASSWORD_BYTES = 18;

/** A password nobody chose: the first admin's when ADMIN_PASSWORD is unset, and the operator's reset. */
export function generatePassword(): string {
  return randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
}

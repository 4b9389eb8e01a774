import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

import { newPasswordMessage } from '../../contract/credential-rules.ts';

// zxcvbn's ranked list of passwords seen in breaches (about 49,000), far beyond the top 3,000.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/**
 * Why a new password is refused, or undefined when it is fine. No composition rules (ASVS): the
 * contract's rules (length, not the username), then not a commonly used password.
 */
export function passwordProblem(password: string, username: string): string | undefined {
  const problem = newPasswordMessage(password, username);
  if (problem) return problem;
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) {
    return 'This password is too common; choose one that is hard to guess.';
  }
  return undefined;
}

/** Random bytes in a generated password: 24 base64url characters, 144 bits. */
export const GENERATED_PASSWORD_BYTES = 18;

/** A password nobody chose: the first admin's when ADMIN_PASSWORD is unset, and the operator's reset. */
export function generatePassword(): string {
  return randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
}

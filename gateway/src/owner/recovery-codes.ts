import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../contract/auth.ts';

/** 32 letters and digits without 0/o and 1/l: 5 bits a character, 60 bits a code. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

const grouped = (characters: string) =>
  Array.from({ length: GROUPS }, (_, group) => characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH)).join(
    '-',
  );

/** RECOVERY_CODE_COUNT new codes as shown to the owner, e.g. "7hkq-3wmx-p9ta". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    grouped(
      Array.from(
        { length: GROUPS * GROUP_LENGTH },
        () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
      ).join(''),
    ),
  );
}

/** A typed recovery code as stored (case, spaces and dashes dropped), or null when it has not the shape of one. */
export function typedRecoveryCode(typed: string): string | null {
  const characters = typed.replace(/[\s-]+/g, '').toLowerCase();
  return characters.length === GROUPS * GROUP_LENGTH && RECOVERY_CODE_PATTERN.test(grouped(characters))
    ? characters
    : null;
}

/** What the database keeps of a code: 60 random bits make a fast hash safe. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(typedRecoveryCode(code) ?? code)
    .digest('hex');
}

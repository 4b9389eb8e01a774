import type { Logger } from '../logger.ts';
import type { OwnerStore } from './owner-store.ts';
import { hashPassword } from './password-hash.ts';
import { generatePassword } from './password-policy.ts';

export type BootstrapResult = 'existing' | 'created' | 'generated';

interface Bootstrap {
  admins: OwnerStore;
  username: string;
  /** ADMIN_PASSWORD, already checked against the password policy; unset means generate one. */
  password: string | undefined;
  logger: Logger;
  /** Where the one-time banner with a generated password goes (the log's stream). */
  announce: (text: string) => void;
}

/**
 * On first start (no admin yet) creates the admin account: with ADMIN_PASSWORD, or with a
 * strong random password that is shown once, prominently, and never again. No site ever
 * ships with a default password.
 */
export async function bootstrapOwner({
  admins,
  username,
  password,
  logger,
  announce,
}: Bootstrap): Promise<BootstrapResult> {
  if (admins.count() > 0) return 'existing';
  if (password !== undefined) {
    admins.create(username, await hashPassword(password));
    logger.info({ username }, 'created the admin account with ADMIN_PASSWORD');
    return 'created';
  }
  const generated = generatePassword();
  admins.create(username, await hashPassword(generated));
  logger.warn({ username }, 'created the admin account with a generated password, shown once below');
  const rule = '='.repeat(72);
  announce(
    [
      rule,
      `  First start: created the admin account "${username}".`,
      `  Its password, shown only this once:  ${generated}`,
      '  Sign in at /admin/login, then choose your own under Account.',
      rule,
      '',
    ].join('\n'),
  );
  return 'generated';
}

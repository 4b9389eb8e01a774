import type { DatabaseSync } from 'node:sqlite';
import type { MailSecurity, MailSettingsInput } from '../../contract/mail.ts';

/** The owner's mail account as stored, password included: for the mail sender only, never an answer. */
export type StoredMailSettings = MailSettingsInput;

export interface MailSettingsStore {
  /** Undefined until the owner saves their mail account. */
  get(): StoredMailSettings | undefined;
  /** Replaces the settings in one statement; an empty password keeps the stored one for the same account only. */
  save(settings: StoredMailSettings): void;
}

export function createMailSettingsStore(db: DatabaseSync): MailSettingsStore {
  const select = db.prepare('SELECT * FROM mail_settings WHERE id = 1');
  // A user name cleared means no sign-in: the old password goes with it. The old password is kept
  // only for the host, port, security and user it was saved with, never handed to another server.
  const upsert = db.prepare(`
    INSERT INTO mail_settings (id, host, port, security, user_name, password, from_address, from_name, notify_email)
    VALUES (1, :host, :port, :security, :user, :password, :fromAddress, :fromName, :notifyEmail)
    ON CONFLICT (id) DO UPDATE SET
      host = excluded.host, port = excluded.port, security = excluded.security, user_name = excluded.user_name,
      password = CASE WHEN excluded.user_name = '' THEN ''
                      WHEN excluded.password = '' AND lower(excluded.host) = lower(mail_settings.host)
                        AND excluded.port = mail_settings.port AND excluded.security = mail_settings.security
                        AND excluded.user_name = mail_settings.user_name THEN mail_settings.password
                      ELSE excluded.password END,
      from_address = excluded.from_address, from_name = excluded.from_name, notify_email = excluded.notify_email,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);

  return {
    get() {
      const row = select.get();
      if (!row) return undefined;
      return {
        host: String(row.host),
        port: Number(row.port),
        security: String(row.security) as MailSecurity,
        user: String(row.user_name),
        password: String(row.password),
        fromAddress: String(row.from_address),
        fromName: String(row.from_name),
        notifyEmail: String(row.notify_email),
      };
    },
    save(settings) {
      upsert.run({ ...settings, password: settings.user ? settings.password : '' });
    },
  };
}

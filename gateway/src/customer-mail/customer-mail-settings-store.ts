import type { DatabaseSync } from 'node:sqlite';
import { type CustomerMailSettings, DEFAULT_CUSTOMER_MAIL_SETTINGS } from '../../contract/customer-mail.ts';

export interface CustomerMailSettingsStore {
  /** The owner's follow-up and review settings; the contract's defaults until they save. */
  get(): CustomerMailSettings;
  /** Replaces them whole (already checked against the rules). */
  set(settings: CustomerMailSettings, at: string): CustomerMailSettings;
}

/** One JSON row (contract/customer-mail.ts): the settings are only ever read and written whole. */
export function createCustomerMailSettingsStore(db: DatabaseSync): CustomerMailSettingsStore {
  const select = db.prepare('SELECT settings FROM customer_mail_settings WHERE id = 1');
  const upsert = db.prepare(`
    INSERT INTO customer_mail_settings (id, settings, updated_at) VALUES (1, ?, ?)
    ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`);
  return {
    get() {
      const row = select.get();
      return row ? (JSON.parse(String(row.settings)) as CustomerMailSettings) : DEFAULT_CUSTOMER_MAIL_SETTINGS;
    },
    set(settings, at) {
      upsert.run(JSON.stringify(settings), at);
      return settings;
    },
  };
}

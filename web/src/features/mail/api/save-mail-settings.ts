import type { MailSettingsInput } from '@painting-site/gateway/contract/mail';
import type { MailSettingsView } from '@painting-site/gateway/contract/mail-settings';
import { apiClient } from '@/lib/api-client.ts';

/**
 * Saves the mail account once the mail server has taken it (it connects and signs in first, so
 * allow ~15 s); a refusal is a 400 in plain words beside the field to fix, and nothing is saved.
 */
export function saveMailSettings(settings: MailSettingsInput): Promise<MailSettingsView> {
  return apiClient.put<MailSettingsView>('/api/admin/mail/settings', settings, { authenticated: true });
}

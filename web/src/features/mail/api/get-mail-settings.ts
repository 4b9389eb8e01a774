import type { MailSettingsView } from '@painting-site/gateway/contract/mail-settings';
import { apiClient } from '@/lib/api-client.ts';

/** The owner's mail account as set (never the password), or who fixes it when the server's environment does. */
export function getMailSettings(signal: AbortSignal): Promise<MailSettingsView> {
  return apiClient.get<MailSettingsView>('/api/admin/mail/settings', { authenticated: true, signal });
}

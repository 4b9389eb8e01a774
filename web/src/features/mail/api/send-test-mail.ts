import type { MailSettingsField, MailSettingsInput } from '@painting-site/gateway/contract/mail';
import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** How a test went; when it failed through typed settings, the field to fix. */
export type TestMailResult = MailTestResult & { field?: MailSettingsField };

/**
 * Sends a test e-mail to the owner's address, through `settings` as typed (not saved) or, without
 * them, through the settings in use; answers (200) how it went, whether or not the mail server
 * took it. The server may take a while to answer or time out: allow for ~15 s.
 */
export function sendTestMail(settings?: MailSettingsInput): Promise<TestMailResult> {
  return apiClient.post<TestMailResult>('/api/admin/mail/test', settings, { authenticated: true });
}

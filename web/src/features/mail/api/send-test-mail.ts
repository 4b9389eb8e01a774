import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/**
 * Sends a test e-mail to the owner's address; answers (200) how it went, whether or not the mail
 * server took it. The server may take a while to answer or time out: allow for ~15 s.
 */
export function sendTestMail(): Promise<MailTestResult> {
  return apiClient.post<MailTestResult>('/api/admin/mail/test', undefined, { authenticated: true });
}

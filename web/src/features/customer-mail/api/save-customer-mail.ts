import type { CustomerMailSettings, CustomerMailView } from '@painting-site/gateway/contract/customer-mail';
import { apiClient } from '@/lib/api-client.ts';

/** Saves the follow-up and review settings, the whole of them; answers with what was saved. */
export function saveCustomerMail(settings: CustomerMailSettings): Promise<CustomerMailView> {
  return apiClient.put<CustomerMailView>('/api/admin/customer-mail', settings, { authenticated: true });
}

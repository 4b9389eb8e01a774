import type { CustomerMailView } from '@painting-site/gateway/contract/customer-mail';
import { apiClient } from '@/lib/api-client.ts';

export function getCustomerMail(signal: AbortSignal): Promise<CustomerMailView> {
  return apiClient.get<CustomerMailView>('/api/admin/customer-mail', { authenticated: true, signal });
}

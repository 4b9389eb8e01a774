import type { CustomerMailSettings } from '@painting-site/gateway/contract/customer-mail';
import { apiClient } from '@/lib/api-client.ts';

export function getCustomerMail(signal: AbortSignal): Promise<CustomerMailSettings> {
  return apiClient.get<CustomerMailSettings>('/api/admin/customer-mail', { authenticated: true, signal });
}

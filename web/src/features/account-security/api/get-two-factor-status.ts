import type { TwoFactorStatus } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

export function getTwoFactorStatus(signal: AbortSignal): Promise<TwoFactorStatus> {
  return apiClient.get<TwoFactorStatus>('/api/admin/account/two-factor', { authenticated: true, signal });
}

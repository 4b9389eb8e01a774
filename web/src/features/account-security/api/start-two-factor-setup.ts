import type { TwoFactorSetup, TwoFactorSetupRequest } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

/** Starts (or starts over) turning two-step sign-in on: a new secret, pending until a code confirms it. */
export function startTwoFactorSetup(request: TwoFactorSetupRequest): Promise<TwoFactorSetup> {
  return apiClient.post<TwoFactorSetup>('/api/admin/account/two-factor/setup', request, { authenticated: true });
}

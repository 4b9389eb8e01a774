import type { SignInActivity } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

export function getSignInActivity(signal: AbortSignal): Promise<SignInActivity> {
  return apiClient.get<SignInActivity>('/api/admin/account/activity', { authenticated: true, signal });
}

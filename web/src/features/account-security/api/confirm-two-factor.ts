import type { RecoveryCodes, TwoFactorConfirm } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

/** Turns two-step sign-in on with a code from the app for the pending secret; the recovery codes come back once. */
export function confirmTwoFactor(confirm: TwoFactorConfirm): Promise<RecoveryCodes> {
  return apiClient.post<RecoveryCodes>('/api/admin/account/two-factor/confirm', confirm, { authenticated: true });
}

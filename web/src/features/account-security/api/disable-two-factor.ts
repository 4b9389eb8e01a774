import type { TwoFactorProof } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

/** Turns two-step sign-in off: the password alone signs in again, and the recovery codes stop working. */
export function disableTwoFactor(proof: TwoFactorProof): Promise<void> {
  return apiClient.post<void>('/api/admin/account/two-factor/disable', proof, { authenticated: true });
}

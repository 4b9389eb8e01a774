import type { RecoveryCodes, TwoFactorProof } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

/** New recovery codes, shown once; the old ones stop working. */
export function renewRecoveryCodes(proof: TwoFactorProof): Promise<RecoveryCodes> {
  return apiClient.post<RecoveryCodes>('/api/admin/account/two-factor/recovery-codes', proof, { authenticated: true });
}

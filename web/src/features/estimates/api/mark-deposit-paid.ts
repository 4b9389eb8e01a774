import { adminEstimatePath, type Estimate, type EstimateDepositInput } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

export function markDepositPaid(id: number, payment: EstimateDepositInput): Promise<Estimate> {
  return apiClient.post<Estimate>(`${adminEstimatePath(id)}/deposit`, payment, { authenticated: true });
}

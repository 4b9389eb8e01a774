import { ADMIN_ESTIMATE_FIGURES_PATH, type EstimateMonthFigures } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/**
 * A month's estimates (YYYY-MM): sent, quoted, won and the win rate. Without a month, the
 * business's current one, by the gateway's clock and the business's time zone, not the owner's device.
 */
export function getEstimateMonthFigures(signal: AbortSignal, month?: string): Promise<EstimateMonthFigures> {
  const path =
    month === undefined
      ? ADMIN_ESTIMATE_FIGURES_PATH
      : `${ADMIN_ESTIMATE_FIGURES_PATH}?${new URLSearchParams({ month })}`;
  return apiClient.get<EstimateMonthFigures>(path, { authenticated: true, signal });
}

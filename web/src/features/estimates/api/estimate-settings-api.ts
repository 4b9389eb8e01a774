import { ADMIN_ESTIMATE_SETTINGS_PATH, type EstimateSettings } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/** The currency and locale amounts are written in, and what every new estimate starts with. */
export function getEstimateSettings(signal?: AbortSignal): Promise<EstimateSettings> {
  return apiClient.get<EstimateSettings>(ADMIN_ESTIMATE_SETTINGS_PATH, { authenticated: true, signal });
}

export function saveEstimateSettings(settings: EstimateSettings): Promise<EstimateSettings> {
  return apiClient.put<EstimateSettings>(ADMIN_ESTIMATE_SETTINGS_PATH, settings, { authenticated: true });
}

import type { ServiceIconName } from '@/config/service-icons.ts';
import { apiClient } from '@/lib/api-client.ts';

/** A service as the owner edits it. */
export type Service = {
  id: number;
  /** The service's own address on the site, e.g. `interior-painting`. */
  slug: string;
  title: string;
  summary: string;
  /** Plain text; paragraphs are separated by a blank line. */
  description: string;
  priceHint: string | null;
  icon: ServiceIconName;
  position: number;
};

/** Every service in display order. */
export async function getServices(signal: AbortSignal): Promise<Service[]> {
  const { services } = await apiClient.get<{ services: Service[] }>('/api/admin/services', {
    authenticated: true,
    signal,
  });
  return services;
}

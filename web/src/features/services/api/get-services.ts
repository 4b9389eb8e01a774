import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { Service } from '@painting-site/gateway/contract/services';
import { usePublicContent } from '@/lib/use-public-content.ts';

const selectServices = (content: PublicContent): Service[] => content.services;

/** The services in display order. */
export function useServices() {
  return usePublicContent('the services', selectServices);
}

import type { SocialNetwork } from '@/config/social-networks.ts';
import { apiClient } from '@/lib/api-client.ts';

/** Every fact about the business that the public pages show, as the owner edits them. */
export type BusinessDetails = {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  serviceArea: string[];
  hours: { days: string; hours: string }[];
  licence: string;
  foundedYear: number | null;
  social: { network: SocialNetwork; url: string }[];
};

export function getBusinessDetails(signal: AbortSignal): Promise<BusinessDetails> {
  return apiClient.get<BusinessDetails>('/api/admin/site', { authenticated: true, signal });
}

/** The drawings a service can show beside its title. */
export const SERVICE_ICONS = ['interior', 'exterior', 'cabinets', 'commercial', 'deck', 'drywall'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const SERVICE_TITLE_MIN_LENGTH = 2;
export const SERVICE_TITLE_MAX_LENGTH = 80;
export const SERVICE_SLUG_MAX_LENGTH = 60;
/** Lowercase letters and digits in words joined by single hyphens, like `interior-painting`. */
export const SERVICE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_SUMMARY_MIN_LENGTH = 10;
export const SERVICE_SUMMARY_MAX_LENGTH = 200;
export const SERVICE_DESCRIPTION_MIN_LENGTH = 20;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 5000;
export const SERVICE_PRICE_HINT_MAX_LENGTH = 60;

export interface Service {
  id: number;
  /** The service's own address on the site, e.g. `interior-painting`. */
  slug: string;
  title: string;
  summary: string;
  /** Plain text; each line is a paragraph (plain-text.ts). */
  description: string;
  priceHint: string | null;
  icon: ServiceIcon;
  position: number;
}

/** What the owner sends for a service; an empty slug is made from the title. */
export interface ServiceInput {
  title: string;
  slug: string;
  summary: string;
  description: string;
  /** Null for none. */
  priceHint: string | null;
  icon: ServiceIcon;
}

/** `GET /api/services` and `GET /api/admin/services`. */
export interface ServicesResponse {
  services: Service[];
}

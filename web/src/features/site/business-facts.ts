import type { SiteDetails } from '@painting-site/gateway/contract/business';

export type CallLink = {
  href: string;
  /** The link's full accessible name, e.g. "Call <business name> (503) 555-0142". */
  label: string;
  /** The number as shown, e.g. "(503) 555-0142". */
  display: string;
};

/** A tap-to-call link for the business; undefined when it has no phone. */
export function callLinkOf(site: SiteDetails): CallLink | undefined {
  if (!site.phone || !site.phoneHref) return undefined;
  return { href: `tel:${site.phoneHref}`, label: `Call ${site.name} ${site.phone}`, display: site.phone };
}

/** "1420 SE Division St, Portland, OR 97202", leaving out what is not filled in. */
export function formatAddress({ street, city, region, postalCode }: SiteDetails['address']): string {
  const regionLine = [region, postalCode].filter(Boolean).join(' ');
  return [street, city, regionLine].filter(Boolean).join(', ');
}

/** Whole years since the business was founded, or null when the year is not known. */
export function yearsInBusiness(foundedYear: number | null, now = new Date()): number | null {
  if (foundedYear === null) return null;
  const years = now.getFullYear() - foundedYear;
  return years >= 1 ? years : null;
}

/** Only http(s) links are followed: an address typed in the dashboard never becomes a script. */
export function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

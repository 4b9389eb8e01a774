import type { DayHours } from '@painting-site/gateway/contract/business';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { scriptJson } from '@/lib/script-json.ts';
import { isWebAddress } from './business-facts.ts';
import { shareImageOf } from './share-image.ts';

// No aggregateRating and no review: the ratings are the owner's own testimonials, which search
// engines ignore (or penalise) as self-serving reviews on a business's own site. They stay on the
// page as quotes.

export const SCHEMA_ORG = 'https://schema.org';
/** How schema.org (and Google) say a day is closed: open from midnight to midnight. */
const CLOSED_ALL_DAY = { opens: '00:00', closes: '00:00' } as const;

/** Days with the same hours as one OpeningHoursSpecification each, in week order. */
function openingHoursSpecification(hours: readonly DayHours[]) {
  const byTimes = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const day of hours) {
    const { opens, closes } = day.closed ? CLOSED_ALL_DAY : day;
    const key = `${opens}-${closes}`;
    const entry = byTimes.get(key) ?? { days: [], opens, closes };
    entry.days.push(`${SCHEMA_ORG}/${day.day}`);
    byTimes.set(key, entry);
  }
  return [...byTimes.values()].map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/** The widest copy of the logo (its srcSet lists `url 160w, …`), else its narrowest. */
function widestLogo({ src, srcSet }: { src: string; srcSet: string }): string {
  const candidates = srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '0w']) => ({ url, width: Number.parseInt(width, 10) || 0 }))
    .filter(({ url }) => url !== '');
  return candidates.reduce((widest, candidate) => (candidate.width > widest.width ? candidate : widest), {
    url: src,
    width: 0,
  }).url;
}

/** The schema.org description of the business that search engines read; every URL absolute on the site's. */
export function housePainterData(content: PublicContent): Record<string, unknown> {
  const { site, brand } = content;
  const { address } = site;
  // Until the site has an address, paths alone: never an origin nobody else can open.
  const absolute = (url: string) => (site.siteUrl === undefined ? url : new URL(url, `${site.siteUrl}/`).href);
  const image = shareImageOf(content);
  const addressParts = {
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
  };
  return {
    '@context': SCHEMA_ORG,
    '@type': 'HousePainter',
    name: site.name,
    ...(site.tagline && { description: site.tagline }),
    ...(site.siteUrl !== undefined && { url: `${site.siteUrl}/` }),
    ...(brand.logo && { logo: absolute(widestLogo(brand.logo)) }),
    ...(image && { image: image.url }),
    ...(site.phoneHref && { telephone: site.phoneHref }),
    ...(site.email && { email: site.email }),
    address: {
      '@type': 'PostalAddress',
      // An empty part says nothing: left out.
      ...Object.fromEntries(Object.entries(addressParts).filter(([, value]) => value !== '')),
      addressCountry: address.country,
    },
    ...(site.serviceArea.length > 0 && { areaServed: site.serviceArea }),
    ...(site.hours.length > 0 && { openingHoursSpecification: openingHoursSpecification(site.hours) }),
    ...(site.foundedYear !== null && { foundingDate: String(site.foundedYear) }),
    sameAs: site.social.map(({ url }) => url).filter(isWebAddress),
  };
}

/** The description as the text of a `<script type="application/ld+json">` in a page's head. */
export function housePainterJsonLd(content: PublicContent): string {
  return scriptJson(housePainterData(content));
}

import type { SiteDetails } from '@painting-site/gateway/contract/business';
import { RATING_MAX } from '@painting-site/gateway/contract/testimonials';
import { scriptJson } from '@/lib/script-json.ts';
import { isWebAddress } from './business-facts.ts';

/** The schema.org description of the business that search engines read. */
export function housePainterData(site: SiteDetails): Record<string, unknown> {
  const { address, rating } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'HousePainter',
    name: site.name,
    ...(site.tagline && { description: site.tagline }),
    url: `${site.siteUrl}/`,
    ...(site.phoneHref && { telephone: site.phoneHref }),
    ...(site.email && { email: site.email }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
    },
    areaServed: site.serviceArea,
    openingHours: site.hours.map(({ days, hours }) => `${days} ${hours}`),
    ...(site.foundedYear !== null && { foundingDate: String(site.foundedYear) }),
    ...(rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: RATING_MAX,
        worstRating: 1,
      },
    }),
    sameAs: site.social.map(({ url }) => url).filter(isWebAddress),
  };
}

/** The description as the text of a `<script type="application/ld+json">` in a page's head. */
export function housePainterJsonLd(site: SiteDetails): string {
  return scriptJson(housePainterData(site));
}

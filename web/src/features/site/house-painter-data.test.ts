import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { describe, expect, it } from 'vitest';
import { LOGO, PUBLIC_CONTENT, SITE } from '@/testing/public-site-fixtures.ts';
import { schemaOrgProblems } from '@/testing/schema-org-check.ts';
import { housePainterData } from './house-painter-data.ts';

const withLogo: PublicContent = { ...PUBLIC_CONTENT, brand: { ...PUBLIC_CONTENT.brand, logo: LOGO } };

describe('the HousePainter JSON-LD', () => {
  it('passes the structural schema.org check, with a logo and without', () => {
    expect(schemaOrgProblems(housePainterData(withLogo), SITE.siteUrl)).toEqual([]);
    expect(schemaOrgProblems(housePainterData(PUBLIC_CONTENT), SITE.siteUrl)).toEqual([]);
  });

  it('gives the opening hours by day, days with the same hours together, a closed day from midnight to midnight', () => {
    const site = {
      ...SITE,
      hours: [...SITE.hours, { day: 'Sunday' as const, closed: true, opens: '', closes: '' }],
    };
    expect(housePainterData({ ...PUBLIC_CONTENT, site }).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '07:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday'],
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it('gives the address its country, the widest logo and a picture, every URL absolute on the site', () => {
    const data = housePainterData(withLogo);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: 'Portland',
      addressRegion: 'OR',
      postalCode: '97202',
      addressCountry: 'US',
    });
    expect(data.logo).toBe(`${SITE.siteUrl}/uploads/0123456789abcdef0123-logo-600.webp`);
    expect(data.image).toBe(`${SITE.siteUrl}/uploads/hash1-1600.webp`);
    expect(data.url).toBe(`${SITE.siteUrl}/`);
  });

  it('rates nothing: no aggregateRating or review from the owner’s own testimonials', () => {
    expect(SITE.rating.count).toBeGreaterThan(0);
    const data = housePainterData(withLogo);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data).not.toHaveProperty('openingHours');
  });

  it('leaves out what a new site has not given: empty address parts, hours, places', () => {
    const site = {
      ...SITE,
      address: { street: '', city: 'Tucson', region: '', postalCode: '', country: 'US' as const },
      hours: [],
      serviceArea: [],
    };
    const data = housePainterData({ ...PUBLIC_CONTENT, site });
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Tucson', addressCountry: 'US' });
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(schemaOrgProblems(data, SITE.siteUrl)).toEqual([]);
  });
});

describe('the structural schema.org check', () => {
  const good = housePainterData(withLogo);
  it.each([
    [
      'an aggregateRating',
      { ...good, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9 } },
      'aggregateRating',
    ],
    ['a relative logo', { ...good, logo: '/uploads/logo.webp' }, 'logo'],
    ['a logo elsewhere', { ...good, logo: 'https://cdn.example/logo.webp' }, 'logo'],
    [
      'a day as text',
      {
        ...good,
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Mon', opens: '07:00', closes: '17:00' },
        ],
      },
      'dayOfWeek',
    ],
    [
      'a time as am/pm',
      {
        ...good,
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Monday',
            opens: '7:00 am',
            closes: '17:00',
          },
        ],
      },
      'opens',
    ],
    ['no country', { ...good, address: { '@type': 'PostalAddress', addressLocality: 'Portland' } }, 'addressCountry'],
  ])('finds %s', (_case, data, property) => {
    expect(schemaOrgProblems(data, SITE.siteUrl).join('\n')).toContain(property);
  });
});

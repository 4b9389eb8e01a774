import { COPY_PAGES, SEO_DESCRIPTION_MAX_LENGTH } from '@painting-site/gateway/contract/page-copy';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT, SERVICES, SITE } from '@/testing/public-site-fixtures.ts';
import { type DescriptionFacts, defaultPageDescription } from './page-descriptions.ts';

const FACTS: DescriptionFacts = PUBLIC_CONTENT;
/** Words that would be a claim the owner never made. */
const CLAIMS = /\b(best|#1|number one|top|licensed|insured|guaranteed?|free|cheapest|award|trusted|expert)\b/i;

const descriptions = (facts: DescriptionFacts) => COPY_PAGES.map((page) => defaultPageDescription(page, facts));

describe('the default description of each page', () => {
  it('differs on every page, each naming the business and its town', () => {
    const all = descriptions(FACTS);
    expect(new Set(all).size).toBe(COPY_PAGES.length);
    for (const description of all) {
      expect(description).toContain(SITE.name);
      expect(description).toContain('Portland, OR');
    }
  });

  it('names the services on the home and services pages', () => {
    const [first, second] = SERVICES.map((service) => service.title);
    for (const page of ['home', 'services'] as const) {
      expect(defaultPageDescription(page, FACTS)).toContain(`${first}, ${second}`);
    }
  });

  it('makes no claim, even for a business whose details say it is licensed', () => {
    const licensed = { ...FACTS, site: { ...SITE, licence: 'CCB #123456', tagline: 'The best painters in town' } };
    for (const description of descriptions(licensed)) expect(description).not.toMatch(CLAIMS);
  });

  it('fits a search result, cut after a whole word', () => {
    const manyLongServices = SERVICES.map((service) => ({ ...service, title: `${service.title} ${'x'.repeat(40)}` }));
    for (const description of descriptions({ ...FACTS, services: manyLongServices })) {
      expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX_LENGTH);
    }
    expect(defaultPageDescription('services', { ...FACTS, services: manyLongServices })).toMatch(/\w…$/);
  });

  it('says where a business without a town works from its service area, and leaves out what it does not have', () => {
    const bare: DescriptionFacts = {
      site: {
        ...SITE,
        name: 'Rivera Painting',
        phone: '',
        hours: [],
        address: { street: '', city: '', region: '', postalCode: '', country: 'US' },
        serviceArea: ['Tucson', 'Oro Valley'],
      },
      services: [],
      gallery: { ...FACTS.gallery, items: [] },
      workSteps: [],
      faq: [],
    };
    expect(defaultPageDescription('home', bare)).toBe(
      'Rivera Painting, painting contractor in Tucson and Oro Valley. Request a quote online.',
    );
    expect(defaultPageDescription('services', bare)).toBe(
      'The painting services of Rivera Painting in Tucson and Oro Valley.',
    );
    expect(defaultPageDescription('gallery', bare)).toBe(
      'Photos of painting projects by Rivera Painting in Tucson and Oro Valley.',
    );
    expect(defaultPageDescription('contact', bare)).toBe(
      'Ask Rivera Painting for a painting quote in Tucson and Oro Valley: fill in the form.',
    );
  });
});

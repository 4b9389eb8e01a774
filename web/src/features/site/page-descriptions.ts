import { type CopyPage, SEO_DESCRIPTION_MAX_LENGTH } from '@painting-site/gateway/contract/page-copy';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { categoryLabel } from '@/config/gallery-categories.ts';

/** What a page's default description is built from: the business's own details, nothing else. */
export type DescriptionFacts = Pick<PublicContent, 'site' | 'services' | 'gallery' | 'workSteps' | 'faq'>;

/** The few items of a list a description names before it would run long. */
const LISTED_AT_MOST = 3;

/** "a", "a and b", "a, b and c": the first LISTED_AT_MOST items. */
function listed(items: readonly string[]): string {
  const shown = items.slice(0, LISTED_AT_MOST);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** Where the business works, as a visitor would search for it: its town, else the places it serves. */
function placeOf({ address, serviceArea }: DescriptionFacts['site']): string {
  if (address.city) return [address.city, address.region].filter(Boolean).join(', ');
  return listed(serviceArea);
}

/** Cuts at the last whole word that fits, so a search result never shows half a word. */
function withinLength(text: string): string {
  if (text.length <= SEO_DESCRIPTION_MAX_LENGTH) return text;
  const cut = text.slice(0, SEO_DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,:;.]+$/, '')}…`;
}

const sentences = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ');

/**
 * The description a page gets while the owner has written none: facts from the business details
 * (its name, its trade, its town, its services, what the gallery shows), different on each page,
 * and never a claim (nothing the owner did not say: no "best", no "licensed", no promise).
 */
export function defaultPageDescription(page: CopyPage, facts: DescriptionFacts): string {
  const { site, services, gallery, workSteps, faq } = facts;
  const place = placeOf(site);
  const where = place ? ` in ${place}` : '';
  const serviceNames = services.map((service) => service.title);
  const shownCategories = gallery.categories.filter((category) =>
    gallery.items.some((item) => item.category === category),
  );

  const descriptions: Record<CopyPage, string> = {
    home: sentences(
      `${site.name}, painting contractor${where}.`,
      serviceNames.length > 0 && `${listed(serviceNames)}.`,
      site.phone ? `Request a quote online or call ${site.phone}.` : 'Request a quote online.',
    ),
    services: sentences(
      `The painting services of ${site.name}${where}${serviceNames.length > 0 ? `: ${listed(serviceNames)}` : ''}.`,
      workSteps.length > 0 && 'How a job goes, step by step.',
      faq.length > 0 && 'Answers to common questions.',
    ),
    gallery: `Photos of painting projects by ${site.name}${where}${
      shownCategories.length > 1 ? `: ${listed(shownCategories.map(categoryLabel)).toLowerCase()}` : ''
    }.`,
    contact: sentences(
      `Ask ${site.name} for a painting quote${where}: fill in the form${site.phone ? ` or call ${site.phone}` : ''}.`,
      site.hours.length > 0 && 'Opening hours on the page.',
    ),
  };
  return withinLength(descriptions[page]);
}

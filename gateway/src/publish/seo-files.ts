import { PUBLIC_PAGES } from '../../contract/routes.ts';
import type { PageChangeDates } from './public-snapshot.ts';

/**
 * `/robots.txt`: listed, crawlers stay out of the admin area and find the sitemap; hidden (the
 * owner has not turned search engines on), they stay out of everything and are pointed at no sitemap.
 */
export function robotsTxt(siteUrl: string | undefined, { shown }: { shown: boolean }): string {
  if (!shown || siteUrl === undefined) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Disallow: /admin/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * `/sitemap.xml`: the contract's public pages with absolute URLs on the site's address. Hidden
 * (or without an address yet), it lists
 * none: a sitemap invites crawling pages that ask not to be listed, and an empty one (still valid)
 * replaces the listing an earlier publish wrote.
 */
export function sitemapXml(
  siteUrl: string | undefined,
  changedOn: PageChangeDates,
  { shown }: { shown: boolean },
): string {
  const urls = (shown && siteUrl !== undefined ? PUBLIC_PAGES : []).map((page) => {
    const changed = changedOn[page.name];
    return [
      '  <url>',
      `    <loc>${siteUrl}${page.path}</loc>`,
      ...(changed ? [`    <lastmod>${changed.slice(0, 10)}</lastmod>`] : []),
      `    <priority>${page.sitemapPriority}</priority>`,
      '  </url>',
    ].join('\n');
  });
  const listed = urls.map((url) => `${url}\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed}</urlset>\n`;
}

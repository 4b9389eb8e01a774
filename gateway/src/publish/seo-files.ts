import { PUBLIC_PAGES } from '../../contract/routes.ts';
import type { PageChangeDates } from './public-content.ts';

/** `/robots.txt`: crawlers stay out of the admin area and find the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** `/sitemap.xml`: the contract's public pages with absolute URLs from SITE_URL. */
export function sitemapXml(siteUrl: string, changedOn: PageChangeDates): string {
  const urls = PUBLIC_PAGES.map((page) => {
    const changed = changedOn[page.name];
    return [
      '  <url>',
      `    <loc>${siteUrl}${page.path}</loc>`,
      ...(changed ? [`    <lastmod>${changed.slice(0, 10)}</lastmod>`] : []),
      `    <priority>${page.sitemapPriority}</priority>`,
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

import { Router } from '@koa/router';
import { PUBLIC_PAGES, type PublicPage } from '../../contract/routes.ts';
import type { BusinessStore } from '../store/business-store.ts';
import type { GalleryStore } from '../store/gallery-store.ts';
import type { ServiceStore } from '../store/service-store.ts';

interface SeoDeps {
  siteUrl: string;
  business: BusinessStore;
  services: ServiceStore;
  gallery: GalleryStore;
}

const latest = (dates: string[]) => dates.reduce((newest, date) => (date > newest ? date : newest), '');

/** `/robots.txt` and `/sitemap.xml` at the site root, with absolute URLs from SITE_URL. */
export function seoRouter({ siteUrl, business, services, gallery }: SeoDeps): Router {
  const router = new Router();

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = ['User-agent: *', 'Disallow: /admin/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
  });

  router.get('/sitemap.xml', (ctx) => {
    const businessDate = business.get()?.updatedAt ?? '';
    const servicesDate = latest(services.list().map((service) => service.updatedAt));
    const galleryDate = latest(gallery.list().map((item) => item.updatedAt));
    const changedOn: Record<PublicPage['name'], string> = {
      home: latest([businessDate, servicesDate, galleryDate]),
      services: servicesDate,
      gallery: galleryDate,
      contact: businessDate,
    };
    const pages = PUBLIC_PAGES.map((page) => ({
      path: page.path,
      changed: changedOn[page.name],
      priority: page.sitemapPriority,
    }));
    const urls = pages.map(({ path, changed, priority }) =>
      [
        '  <url>',
        `    <loc>${siteUrl}${path}</loc>`,
        ...(changed ? [`    <lastmod>${changed.slice(0, 10)}</lastmod>`] : []),
        `    <priority>${priority}</priority>`,
        '  </url>',
      ].join('\n'),
    );
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });

  return router;
}

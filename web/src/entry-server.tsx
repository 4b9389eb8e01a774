import { manifest, template } from 'virtual:client-build';
import { FAVICON_SIZE_PX, type PublishedLogo } from '@painting-site/gateway/contract/brand';
import {
  QUOTE_FORM_PAGES,
  QUOTE_NOT_SENT_PAGE,
  QUOTE_THANKS_PAGE,
  type QuoteFormPagePath,
  SUBMITTED_FORM_ELEMENT_ID,
  type SubmittedQuoteForm,
} from '@painting-site/gateway/contract/plain-quote-form';
import type { PageRenderer, PublicContent, RenderedPage } from '@painting-site/gateway/contract/public-content';
import { PUBLIC_PATH, PUBLIC_PATHS, type PublicPath } from '@painting-site/gateway/contract/routes';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { withContentSecurityPolicy } from './app/content-security-policy.ts';
import { modulePreloadTags, PUBLISHED_PAGE_BOOT, pageDocument, splitHoistedTags } from './app/page-document.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { SubmittedFormContext } from './features/contact/submitted-form.ts';
import { housePainterJsonLd } from './features/site/house-painter-data.ts';
import { fixedContentStore } from './lib/public-content-store.ts';
import { scriptJson } from './lib/script-json.ts';

/** Where the not-found page is rendered: a path only the public catch-all route takes. */
const NOT_FOUND_PATH = '/not-found';

/** Each published page's route module, as the client build's manifest names it (see app/router.tsx). */
type PagePath = PublicPath | QuoteFormPagePath;

export const ROUTE_MODULES: Record<PagePath | typeof NOT_FOUND_PATH, string> = {
  [PUBLIC_PATH.home]: 'src/app/routes/home.tsx',
  [PUBLIC_PATH.gallery]: 'src/app/routes/gallery.tsx',
  [PUBLIC_PATH.services]: 'src/app/routes/services.tsx',
  [PUBLIC_PATH.contact]: 'src/app/routes/contact.tsx',
  [QUOTE_THANKS_PAGE.path]: 'src/app/routes/contact-thanks.tsx',
  [QUOTE_NOT_SENT_PAGE.path]: 'src/app/routes/contact-not-sent.tsx',
  [NOT_FOUND_PATH]: 'src/app/routes/not-found.tsx',
};

const asPublicPath = (pathname: string): PublicPath | undefined =>
  PUBLIC_PATHS.find((publicPath) => publicPath === pathname);

const asPagePath = (pathname: string): PagePath | undefined =>
  asPublicPath(pathname) ?? QUOTE_FORM_PAGES.find((page) => page.path === pathname)?.path;

/** Text for a double-quoted attribute. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The tab's icon and the home-screen icon made from the owner's logo. */
function iconLinks({ icon, appleTouchIcon }: PublishedLogo): string {
  return (
    `<link rel="icon" type="image/png" sizes="${FAVICON_SIZE_PX}x${FAVICON_SIZE_PX}" href="${attribute(icon)}">` +
    `<link rel="apple-touch-icon" href="${attribute(appleTouchIcon)}">`
  );
}

/** The app at `path` with `content`, as markup, and the CSS of exactly what it shows. */
async function renderApp(
  path: string,
  content: PublicContent,
  form: SubmittedQuoteForm | null,
): Promise<{ rendered: string; styleTags: string }> {
  // A component that throws leaves its Suspense boundary's fallback in the markup: never publish that.
  const renderErrors: unknown[] = [];
  const sheet = new ServerStyleSheet();
  try {
    // The web-streams build: no Node module in the bundle, and it waits for the whole page.
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <AppProvider contentStore={fixedContentStore(content)}>
            <SubmittedFormContext value={form}>
              <StaticRouter location={path}>
                <AppRoutes />
              </StaticRouter>
            </SubmittedFormContext>
          </AppProvider>
        </StrictMode>,
      ),
      { onError: (error) => void renderErrors.push(error) },
    );
    if (renderErrors.length > 0) throw renderErrors[0];
    const rendered = await new Response(prelude).text();
    return { rendered, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * One public page as a whole HTML document, from the SPA's own components: its head (title,
 * description, canonical URL, Open Graph and Twitter tags, the business as JSON-LD, its CSS, a
 * preload of its route's code, the icons made from the owner's logo, its Content-Security-Policy
 * with the hash of each of its styles) and its content rendered. Not the content snapshot: the app
 * fetches /content.json when it starts, and hydrates the page with it. Any path that is not a public
 * page is the not-found page, with status 404.
 */
export async function renderPage(
  path: string,
  content: PublicContent,
  form?: SubmittedQuoteForm,
): Promise<RenderedPage> {
  // A query is part of what some pages show (the gallery's category); the page is its path's.
  const { pathname, search } = new URL(path, 'http://page');
  const pagePath = asPagePath(pathname);
  const publicPath = asPublicPath(pathname);
  const location = pagePath ? `${pagePath}${search}` : undefined;
  const { rendered, styleTags } = await renderApp(location ?? NOT_FOUND_PATH, content, form ?? null);
  const { headTags, appHtml } = splitHoistedTags(rendered);
  const jsonLd = publicPath ? `<script type="application/ld+json">${housePainterJsonLd(content)}</script>` : '';
  const unsecured = pageDocument(template, {
    head: headTags + jsonLd + styleTags + modulePreloadTags(manifest, ROUTE_MODULES[pagePath ?? NOT_FOUND_PATH]),
    appHtml,
    contentScript: form
      ? `<script type="application/json" id="${SUBMITTED_FORM_ELEMENT_ID}">${scriptJson(form)}</script>`
      : '',
    bootScript: manifest[PUBLISHED_PAGE_BOOT]?.file,
    icons: content.brand.logo ? iconLinks(content.brand.logo) : undefined,
    location,
  });
  return { status: pagePath ? 200 : 404, html: await withContentSecurityPolicy(unsecured) };
}

renderPage satisfies PageRenderer['renderPage'];

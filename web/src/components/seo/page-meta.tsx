import { useEffect } from 'react';
import { useBusinessName } from '@/lib/use-business-name.ts';

/** Marks the head tags of index.html that stand in until a page names itself. */
const STATIC_DEFAULTS = 'head [data-static-default]';

/** The picture a link preview shows, with an absolute URL. */
export type PageImage = { url: string; width: number; height: number; alt: string };

type PageMetaProps = {
  /** The page's own title, before the business name; empty: the business name alone. */
  title: string;
  /** None when empty: search engines then pick a passage of the page. */
  description?: string | undefined;
  /** The canonical origin (no trailing slash); with `path` it gives the canonical URL. */
  siteUrl?: string | undefined;
  /** The page's path, e.g. "/gallery", without the query. */
  path?: string | undefined;
  /** The picture for link previews. */
  image?: PageImage | undefined;
  /** Asks search engines not to list the page (the owner has not turned them on yet). */
  noindex?: boolean | undefined;
};

/**
 * React 19 hoists these into <head>, so each page names itself for tabs, history, search
 * results and link previews (replacing the defaults index.html carries for crawlers without JS),
 * after the business, whose name comes from the published content.
 */
export function PageMeta({ title, description, siteUrl, path, image, noindex = false }: PageMetaProps) {
  const siteName = useBusinessName();
  // Once a page has its own title and description, the stand-ins would only be duplicates.
  useEffect(() => {
    for (const element of document.querySelectorAll(STATIC_DEFAULTS)) element.remove();
  }, []);

  const fullTitle = [title, siteName].filter(Boolean).join(' · ');
  const canonicalUrl = siteUrl !== undefined && path !== undefined ? `${siteUrl}${path}` : undefined;

  return (
    <>
      <title>{fullTitle}</title>
      {noindex && <meta name="robots" content="noindex" />}
      {description && <meta name="description" content={description} />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {siteName && <meta property="og:site_name" content={siteName} />}
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      {image && <meta property="og:image" content={image.url} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      {/* X (Twitter) reads the Open Graph tags for the rest; this picks the large-picture preview. */}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}

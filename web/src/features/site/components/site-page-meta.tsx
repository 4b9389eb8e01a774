import type { CopyPage } from '@painting-site/gateway/contract/page-copy';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { useDescriptionFacts } from '../api/get-description-facts.ts';
import { useSearchVisibility } from '../api/get-search-visibility.ts';
import { useShareImage } from '../api/get-share-image.ts';
import { useSiteDetails } from '../api/get-site-details.ts';
import { defaultPageDescription } from '../page-descriptions.ts';

type SitePageMetaProps = {
  /** The owner's title for the page; empty: the business name alone. */
  title: string;
  /** The owner's description of the page; empty: the page's default (see `page`). */
  description?: string | undefined;
  /** Which of the owner's pages this is: without a description of its own, it gets one built from the business details. */
  page?: CopyPage | undefined;
  /**
   * The page's path, e.g. "/gallery": with the site's canonical origin it gives the canonical URL.
   * None for a page that is not one of the site's (not found).
   */
  path?: string | undefined;
  /** Never listed by search engines, whatever the owner's choice (a page that is only a step). */
  noindex?: boolean | undefined;
};

/** A public page's title, description, canonical URL, Open Graph and Twitter tags, named after the business. */
export function SitePageMeta({ title, description, page, path, noindex = false }: SitePageMetaProps) {
  const site = useSiteDetails();
  const image = useShareImage();
  const facts = useDescriptionFacts();
  const shown = useSearchVisibility();
  const details = site.status === 'ready' ? site.data : undefined;
  const fallback = page && facts.status === 'ready' ? defaultPageDescription(page, facts.data) : undefined;
  return (
    <PageMeta
      title={title}
      description={description || fallback}
      siteUrl={details?.siteUrl}
      path={path}
      image={image.status === 'ready' ? image.data : undefined}
      noindex={noindex || (shown.status === 'ready' && !shown.data)}
    />
  );
}

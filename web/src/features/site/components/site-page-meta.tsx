import { PageMeta } from '@/components/seo/page-meta.tsx';
import { useShareImage } from '../api/get-share-image.ts';
import { useSiteDetails } from '../api/get-site-details.ts';

type SitePageMetaProps = {
  /** The owner's title for the page; empty: the business name alone. */
  title: string;
  /** The owner's description of the page; empty: the business's tagline, if any. */
  description?: string | undefined;
  /**
   * The page's path, e.g. "/gallery": with the site's canonical origin it gives the canonical URL.
   * None for a page that is not one of the site's (not found).
   */
  path?: string | undefined;
};

/** A public page's title, description, canonical URL, Open Graph and Twitter tags, named after the business. */
export function SitePageMeta({ title, description, path }: SitePageMetaProps) {
  const site = useSiteDetails();
  const image = useShareImage();
  const details = site.status === 'ready' ? site.data : undefined;
  return (
    <PageMeta
      title={title}
      description={description || details?.tagline}
      siteUrl={details?.siteUrl}
      path={path}
      image={image.status === 'ready' ? image.data : undefined}
    />
  );
}

import { PageMeta } from '@/components/seo/page-meta.tsx';
import { useSiteDetails } from '../api/get-site-details.ts';

type SitePageMetaProps = {
  title: string;
  description: string;
  /** The page's path, e.g. "/gallery": with the site's canonical origin it gives the canonical URL. */
  path: string;
};

/** A public page's title, description, canonical URL and Open Graph tags, named after the business. */
export function SitePageMeta({ title, description, path }: SitePageMetaProps) {
  const site = useSiteDetails();
  const details = site.status === 'ready' ? site.data : undefined;
  return (
    <PageMeta
      title={title}
      description={description}
      siteName={details?.name || undefined}
      siteUrl={details?.siteUrl}
      path={path}
    />
  );
}

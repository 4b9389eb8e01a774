import { PageMeta } from '@/components/seo/page-meta.tsx';
import { PageCopyEditor } from '@/features/page-copy/components/page-copy-editor.tsx';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';

export function Component() {
  const site = useSiteDetails();
  const identity =
    site.status === 'ready' ? { name: site.data.name, url: site.data.siteUrl, tagline: site.data.tagline } : undefined;
  return (
    <>
      <PageMeta title="Pages" description="The words on each page of the website." />
      <h1>Pages</h1>
      <p>
        The words on each page of the website: headings, introductions, buttons, and how each page shows in search
        results. Plain text: each line of a longer text is a paragraph. A field left empty shows nothing, and a section
        with nothing in it is left off the page. Each save shows on the website at once.
      </p>
      <PageCopyEditor site={identity} />
    </>
  );
}

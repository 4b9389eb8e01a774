import { COPY_PAGES } from '@painting-site/gateway/contract/page-copy';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { PageCopyEditor } from '@/features/page-copy/components/page-copy-editor.tsx';
import type { SiteIdentity } from '@/features/page-copy/components/page-copy-form.tsx';
import { SearchVisibilitySection } from '@/features/search-visibility/components/search-visibility-section.tsx';
import { useDescriptionFacts } from '@/features/site/api/get-description-facts.ts';
import { defaultPageDescription } from '@/features/site/page-descriptions.ts';

export function Component() {
  const facts = useDescriptionFacts();
  const identity: SiteIdentity | undefined =
    facts.status === 'ready'
      ? {
          name: facts.data.site.name,
          // Until the site has its address, the preview shows the one this dashboard is open at.
          url: facts.data.site.siteUrl ?? window.location.origin,
          descriptions: Object.fromEntries(
            COPY_PAGES.map((page) => [page, defaultPageDescription(page, facts.data)]),
          ) as SiteIdentity['descriptions'],
        }
      : undefined;
  return (
    <>
      <PageMeta title="Pages" description="The words on each page of the website." />
      <h1>Pages</h1>
      <p>
        The words on each page of the website: headings, introductions, buttons, and how each page shows in search
        results. Plain text: each line of a longer text is a paragraph. A field left empty shows nothing (a section’s
        heading shows a plain one instead), and a section with nothing in it is left off the page. Each save shows on
        the website at once.
      </p>
      <SearchVisibilitySection />
      <PageCopyEditor site={identity} />
    </>
  );
}

import { COPY_PAGE_NAMES } from '@painting-site/gateway/contract/page-copy';
import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { usePageCopy } from '@/features/site/api/get-page-copy.ts';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export function Component() {
  // The way to the quote form is named as the contact page names itself.
  const contactHeading = usePageCopy('contact').heading;
  return (
    <>
      <SitePageMeta title="Page not found" description="The page you were looking for does not exist." />
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <ButtonRow>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.contact} data-variant="secondary">
          {contactHeading || COPY_PAGE_NAMES.contact}
        </ButtonLink>
      </ButtonRow>
    </>
  );
}

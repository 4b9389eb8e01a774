import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { CallUsLine } from '@/features/contact/components/call-us-line.tsx';
import { usePageCopy } from '@/features/site/api/get-page-copy.ts';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { callLinkOf } from '@/features/site/business-facts.ts';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export const THANKS_HEADING = 'Thanks! Your request is on its way.';

/**
 * Where a quote form the browser sent itself (before the app started, or without it) lands once
 * the gateway has the request: what happens next in the owner's words, and the phone meanwhile.
 * One published file for every visitor, so it names no one.
 */
export function Component() {
  const copy = usePageCopy('contact');
  const site = useSiteDetails();
  const call = site.status === 'ready' ? callLinkOf(site.data) : undefined;
  return (
    <>
      {/* No path: not a page of its own for search engines (the contact page is), and noindex. */}
      <SitePageMeta title="Request sent" description="Your quote request has been sent." noindex />
      <h1>{THANKS_HEADING}</h1>
      <Paragraphs text={copy.confirmation} />
      {call && <CallUsLine lead="In a hurry? Call us on" phone={call} />}
      <ButtonRow>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.contact} data-variant="secondary">
          Send another request
        </ButtonLink>
      </ButtonRow>
    </>
  );
}

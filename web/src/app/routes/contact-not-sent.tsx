import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { CallUsLine } from '@/features/contact/components/call-us-line.tsx';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { callLinkOf } from '@/features/site/business-facts.ts';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

const WHAT_TO_DO =
  'Please go back to the form: in most browsers what you typed is still there. Send it again in a few minutes.';

/**
 * What nginx answers a quote form the browser sent itself with when the request could not be taken
 * in (the gateway down or restarting, a flood guard, a body too large): it did not arrive, and
 * what to do instead. Published, so it is there even while the gateway is not.
 */
export function Component() {
  const site = useSiteDetails();
  const call = site.status === 'ready' ? callLinkOf(site.data) : undefined;
  return (
    <>
      <SitePageMeta title="Request not sent" description="Your quote request could not be sent." noindex />
      <h1>Your request has not reached us</h1>
      <Paragraphs text={WHAT_TO_DO} />
      {call && <CallUsLine lead="Or call us on" phone={call} />}
    </>
  );
}

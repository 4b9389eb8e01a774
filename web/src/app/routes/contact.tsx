import { COPY_PAGE_NAMES } from '@painting-site/gateway/contract/page-copy';
import { lazy } from 'react';
import { WithAside } from '@/components/layout/with-aside.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { QuoteRequestForm } from '@/features/contact/components/quote-request-form.tsx';
import { useServices } from '@/features/services/api/get-services.ts';
import { usePageCopy } from '@/features/site/api/get-page-copy.ts';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { callLinkOf } from '@/features/site/business-facts.ts';
import { ContactDetails } from '@/features/site/components/contact-details.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

// What replaces the form once the request is in, the confirmation and booking the estimate visit:
// not part of the page's first load, fetched (with the free windows) as the visitor sends. One
// load, whose callbacks run in order: the windows are asked for before the picker can show.
let quoteSent: Promise<typeof import('../quote-sent.tsx')> | undefined;
const loadQuoteSent = () => {
  quoteSent ??= import('../quote-sent.tsx');
  return quoteSent;
};
const QuoteSent = lazy(() => loadQuoteSent().then((module) => ({ default: module.QuoteSent })));
const prepareQuoteSent = () =>
  void loadQuoteSent().then(
    (module) => module.prefetchVisitWindows(),
    () => {},
  );

export function Component() {
  const services = useServices();
  const site = useSiteDetails();
  const copy = usePageCopy('contact');
  const serviceOptions =
    services.status === 'ready' ? services.data.map(({ slug, title }) => ({ value: slug, label: title })) : [];
  const call = site.status === 'ready' ? callLinkOf(site.data) : undefined;

  return (
    <>
      <SitePageMeta
        title={copy.seoTitle || COPY_PAGE_NAMES.contact}
        description={copy.seoDescription}
        page="contact"
        path={paths.contact}
      />
      <h1>{copy.heading || COPY_PAGE_NAMES.contact}</h1>
      <Paragraphs text={copy.intro} />
      <WithAside>
        <QuoteRequestForm
          serviceOptions={serviceOptions}
          onRetryServices={services.status === 'error' ? services.retry : undefined}
          phone={call}
          confirmation={copy.confirmation}
          Confirmation={QuoteSent}
          onSending={prepareQuoteSent}
        />
        <ContactDetails heading={copy.detailsHeading} phoneNote={copy.phoneNote} />
      </WithAside>
    </>
  );
}

import { WithAside } from '@/components/layout/with-aside.tsx';
import { paths } from '@/config/paths.ts';
import { QuoteRequestForm } from '@/features/contact/components/quote-request-form.tsx';
import { useServices } from '@/features/services/api/get-services.ts';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { callLinkOf } from '@/features/site/business-facts.ts';
import { ContactDetails } from '@/features/site/components/contact-details.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export function Component() {
  const services = useServices();
  const site = useSiteDetails();
  const serviceOptions =
    services.status === 'ready' ? services.data.map(({ slug, title }) => ({ value: slug, label: title })) : [];
  const call = site.status === 'ready' ? callLinkOf(site.data) : undefined;

  return (
    <>
      <SitePageMeta
        title="Contact"
        description="Ask for a free, no-obligation estimate for your interior or exterior painting job, or call us."
        path={paths.contact}
      />
      <h1>Request a free estimate</h1>
      <p>
        Tell us about your project: the rooms or surfaces to paint, roughly how big they are and when you would like the
        work done. We reply within one business day.
      </p>
      <WithAside>
        <QuoteRequestForm
          serviceOptions={serviceOptions}
          onRetryServices={services.status === 'error' ? services.retry : undefined}
          phone={call}
        />
        <ContactDetails />
      </WithAside>
    </>
  );
}

import { COPY_PAGE_NAMES, DEFAULT_SECTION_HEADINGS } from '@painting-site/gateway/contract/page-copy';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { HowWeWork } from '@/features/services/components/how-we-work.tsx';
import { ServiceList } from '@/features/services/components/service-list.tsx';
import { ServicesFaq } from '@/features/services/components/services-faq.tsx';
import { usePageCopy } from '@/features/site/api/get-page-copy.ts';
import { ClosingCallToAction } from '@/features/site/components/closing-call-to-action.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

const HEADINGS = DEFAULT_SECTION_HEADINGS.services;

export function Component() {
  const copy = usePageCopy('services');
  return (
    <>
      <SitePageMeta
        title={copy.seoTitle || COPY_PAGE_NAMES.services}
        description={copy.seoDescription}
        page="services"
        path={paths.services}
      />
      <h1>{copy.heading || COPY_PAGE_NAMES.services}</h1>
      <Paragraphs text={copy.intro} />
      <ServiceList />
      <HowWeWork heading={copy.howWeWorkHeading || HEADINGS.howWeWorkHeading} intro={copy.howWeWorkIntro} />
      <ServicesFaq heading={copy.faqHeading || HEADINGS.faqHeading} intro={copy.faqIntro} />
      <ClosingCallToAction heading={copy.closingHeading} text={copy.closingText} />
    </>
  );
}

import { paths } from '@/config/paths.ts';
import { HowWeWork } from '@/features/services/components/how-we-work.tsx';
import { ServiceList } from '@/features/services/components/service-list.tsx';
import { ServicesFaq } from '@/features/services/components/services-faq.tsx';
import { ClosingCallToAction } from '@/features/site/components/closing-call-to-action.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export function Component() {
  return (
    <>
      <SitePageMeta
        title="Services"
        description="Interior and exterior painting, cabinet refinishing, commercial work, decks and drywall repair: what each job includes, how we work and answers to common questions."
        path={paths.services}
      />
      <h1>Painting services</h1>
      <p>
        Every job starts with a visit and a written estimate, so you know the price before any work begins. Here is what
        we do, how we do it, and answers to the questions homeowners ask most.
      </p>
      <ServiceList />
      <HowWeWork heading="How we work" intro="Every job, large or small, follows the same four steps." />
      <ServicesFaq heading="Frequently asked questions" />
      <ClosingCallToAction
        title="Have a project in mind?"
        text="Send us a few details and we will arrange a visit and a free, written estimate."
      />
    </>
  );
}

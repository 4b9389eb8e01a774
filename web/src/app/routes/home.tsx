import { DEFAULT_SECTION_HEADINGS } from '@painting-site/gateway/contract/page-copy';
import { paths } from '@/config/paths.ts';
import { FeaturedProjects } from '@/features/gallery/components/featured-projects.tsx';
import { ServicesOverview } from '@/features/services/components/services-overview.tsx';
import { usePageCopy } from '@/features/site/api/get-page-copy.ts';
import { ClosingCallToAction } from '@/features/site/components/closing-call-to-action.tsx';
import { HomeHero } from '@/features/site/components/home-hero.tsx';
import { ServiceArea } from '@/features/site/components/service-area.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';
import { TestimonialList } from '@/features/testimonials/components/testimonial-list.tsx';

const HEADINGS = DEFAULT_SECTION_HEADINGS.home;

export function Component() {
  const copy = usePageCopy('home');
  return (
    <>
      <SitePageMeta title={copy.seoTitle ?? ''} description={copy.seoDescription} page="home" path={paths.home} />
      <HomeHero
        eyebrow={copy.heroEyebrow}
        headline={copy.heroHeadline}
        intro={copy.heroIntro}
        buttonLabel={copy.heroButtonLabel}
      />
      <ServicesOverview heading={copy.servicesHeading || HEADINGS.servicesHeading} intro={copy.servicesIntro} />
      <FeaturedProjects
        heading={copy.projectsHeading || HEADINGS.projectsHeading}
        intro={copy.projectsIntro}
        linkLabel={copy.projectsLinkLabel}
      />
      <TestimonialList
        heading={copy.testimonialsHeading || HEADINGS.testimonialsHeading}
        intro={copy.testimonialsIntro}
      />
      <ServiceArea heading={copy.serviceAreaHeading || HEADINGS.serviceAreaHeading} intro={copy.serviceAreaIntro} />
      <ClosingCallToAction heading={copy.closingHeading} text={copy.closingText} />
    </>
  );
}

import { paths } from '@/config/paths.ts';
import { FeaturedProjects } from '@/features/gallery/components/featured-projects.tsx';
import { ServicesOverview } from '@/features/services/components/services-overview.tsx';
import { ClosingCallToAction } from '@/features/site/components/closing-call-to-action.tsx';
import { HomeHero } from '@/features/site/components/home-hero.tsx';
import { ServiceArea } from '@/features/site/components/service-area.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';
import { TestimonialList } from '@/features/testimonials/components/testimonial-list.tsx';

export function Component() {
  return (
    <>
      <SitePageMeta
        title="Interior and exterior painting"
        description="Interior and exterior painting for homes and small businesses, with careful prep, clean lines and free written estimates."
        path={paths.home}
      />
      <HomeHero heading={<h1>Interior and exterior painting, done right</h1>} />
      <ServicesOverview />
      <FeaturedProjects />
      <TestimonialList />
      <ServiceArea />
      <ClosingCallToAction />
    </>
  );
}

import { PageMeta } from '@/components/seo/page-meta.tsx';
import { TestimonialsManager } from '@/features/testimonials-admin/components/testimonials-manager.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Testimonials" description="What customers said, as the home page shows it." />
      <h1>Testimonials</h1>
      <p>
        What customers said. The home page shows those marked “Show on home”, in this order; every testimonial counts in
        the star rating. Drag a testimonial onto another to move it, or use Move up and Move down.
      </p>
      <TestimonialsManager />
    </>
  );
}

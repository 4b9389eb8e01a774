import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ServicesManager } from '@/features/services-admin/components/services-manager.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Services" description="The services listed on the website." />
      <h1>Services</h1>
      <p>
        The services visitors see, in this order. Drag a service onto another to move it, or use Move up and Move down.
      </p>
      <ServicesManager />
    </>
  );
}

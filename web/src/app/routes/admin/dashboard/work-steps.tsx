import { PageMeta } from '@/components/seo/page-meta.tsx';
import { WorkStepsManager } from '@/features/work-steps-admin/components/work-steps-manager.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="How we work" description="The steps of every job, as the services page shows them." />
      <h1>How we work</h1>
      <p>
        The steps of every job, as the services page tells them, in this order. With no steps, the services page leaves
        the section out. Drag a step onto another to move it, or use Move up and Move down.
      </p>
      <WorkStepsManager />
    </>
  );
}

import { PageMeta } from '@/components/seo/page-meta.tsx';
import { FaqManager } from '@/features/faq-admin/components/faq-manager.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="FAQ" description="The questions and answers on the services page." />
      <h1>Frequently asked questions</h1>
      <p>
        Questions customers ask before they book, with your answers, as the services page shows them in this order. With
        no questions, the services page leaves the section out. Drag a question onto another to move it, or use Move up
        and Move down.
      </p>
      <FaqManager />
    </>
  );
}

import { PageMeta } from '@/components/seo/page-meta.tsx';
import { CustomerMailEditor } from '@/features/customer-mail/components/customer-mail-editor.tsx';
import { PlaceholderGuide } from '@/features/customer-mail/components/placeholder-guide.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Follow-ups & reviews"
        description="Automatic e-mails to customers: quote follow-ups and review requests."
      />
      <h1>Follow-ups &amp; reviews</h1>
      <p>
        Two e-mails the site can send your customers for you: a friendly follow-up on a quote they have not answered,
        and a review request once a job is done. Each e-mail ends with a link to unsubscribe, and a customer who does
        gets no more of them.
      </p>
      <PlaceholderGuide />
      <CustomerMailEditor />
    </>
  );
}

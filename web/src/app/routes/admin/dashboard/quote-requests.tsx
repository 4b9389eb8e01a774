import { PageMeta } from '@/components/seo/page-meta.tsx';
import { QuoteRequestInbox } from '@/features/quote-requests/components/quote-request-inbox.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Messages" description="Quote requests sent through the contact form." />
      <h1>Messages</h1>
      <p>Quote requests from the contact form, newest first. Open one to read it in full, reply and keep notes.</p>
      <QuoteRequestInbox />
    </>
  );
}

import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { RequestEstimates } from '@/features/estimates/components/request-estimates.tsx';
import { QuoteRequestDetail } from '@/features/quote-requests/components/quote-request-detail.tsx';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Quote request" description="One quote request, with its status and your notes." />
      <QuoteRequestDetail
        id={Number(id)}
        // A request sorted as spam gets no estimate; the others show theirs and the way to write one.
        renderExtra={(request) =>
          request.spamReason === null && <RequestEstimates key={request.id} requestId={request.id} />
        }
      />
    </>
  );
}

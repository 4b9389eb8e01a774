import {
  QuoteRequestConfirmation,
  type QuoteRequestConfirmationProps,
} from '@/features/contact/components/quote-request-confirmation.tsx';
import type { SentQuoteRequest } from '@/features/contact/components/use-quote-request.ts';
import { VisitBooking } from '@/features/estimate-visits/components/visit-booking.tsx';

export { prefetchVisitWindows } from '@/features/estimate-visits/prefetched-windows.ts';

/** The contact page once the request is in: its confirmation, with the estimate visit to book. */
export function QuoteSent({ request, ...confirmation }: QuoteRequestConfirmationProps & { request: SentQuoteRequest }) {
  return <QuoteRequestConfirmation {...confirmation} visitBooking={<VisitBooking request={request} />} />;
}

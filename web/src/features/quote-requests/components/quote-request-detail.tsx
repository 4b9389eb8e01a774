import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getQuoteRequest } from '../api/get-quote-request.ts';
import { updateQuoteRequest } from '../api/update-quote-request.ts';
import { AutomaticMail } from './automatic-mail.tsx';
import { LeadSourceFacts } from './lead-source.tsx';
import { MailStatus } from './mail-status.tsx';
import { QuotePhotos } from './quote-photos.tsx';
import { QuoteRequestActions } from './quote-request-actions.tsx';
import { QuoteRequestFacts } from './quote-request-facts.tsx';
import type { QuoteRequestListState } from './quote-request-list.tsx';
import { RequestFollowUpForm } from './request-follow-up-form.tsx';
import { RequestTimeline } from './request-timeline.tsx';
import { RequestVisit } from './request-visit.tsx';
import { SpamNotice } from './spam-notice.tsx';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Manage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

function isGone(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}

type QuoteRequestDetailProps = {
  id: number;
  /**
   * What another part of the dashboard shows of the request, after its visit (its estimates): the
   * page that composes the features passes it in, so this feature imports none of them.
   */
  renderExtra?: (request: QuoteRequest) => ReactNode;
};

/** One quote request in full, with its status, notes and actions. Opening it marks it read. */
export function QuoteRequestDetail({ id, renderExtra }: QuoteRequestDetailProps) {
  const location = useLocation();
  const listSearch = (location.state as QuoteRequestListState | null)?.listSearch ?? '';
  const listHref = `${paths.adminQuoteRequests}${listSearch}`;
  const message = useLoaded('the quote request', String(id), (signal) => getQuoteRequest(id, signal));
  const { update } = message;
  const unreadId = message.status === 'ready' && !message.data.read ? message.data.id : null;
  const markedRead = useRef<number | null>(null);
  const manageHeadingId = useId();

  useEffect(() => {
    if (unreadId === null || markedRead.current === unreadId) return;
    markedRead.current = unreadId;
    updateQuoteRequest(unreadId, { read: true }).then((updated) => update(() => updated), notifyApiError);
  }, [unreadId, update]);

  const saved = (updated: QuoteRequest) => update(() => updated);
  // After an action that answers with less than the whole request (a visit's), or a refusal: the
  // history and the automatic e-mails as the gateway now has them. Only those, so nothing typed
  // elsewhere on the page is touched; a failure leaves them as they were until the next visit.
  const refreshHistory = useCallback(() => {
    getQuoteRequest(id, new AbortController().signal).then(
      (fresh) => update((current) => ({ ...current, timeline: fresh.timeline, customerMail: fresh.customerMail })),
      () => {},
    );
  }, [id, update]);
  const gone = message.status === 'error' && isGone(message.error);

  return (
    <>
      <BackLink to={listHref}>
        <span aria-hidden="true">←&nbsp;</span>All quote requests
      </BackLink>
      <h1>{message.status === 'ready' ? `Request from ${message.data.name}` : 'Quote request'}</h1>
      {gone ? (
        <EmptyNote>This quote request is not there any more: it may have been deleted.</EmptyNote>
      ) : (
        <AsyncContent resource={message} failureAdvice={OWNER_LOAD_ADVICE}>
          {(data) => (
            <Layout>
              <Facts>
                <SpamNotice key={`spam-${data.id}`} message={data} onSaved={saved} />
                <QuoteRequestFacts message={data} />
                <RequestVisit
                  key={`visit-${data.id}`}
                  message={data}
                  onChanged={(visit) => {
                    update((current) => ({ ...current, visit }));
                    refreshHistory();
                  }}
                />
                {renderExtra?.(data)}
                <QuotePhotos key={`photos-${data.id}`} message={data} />
                <LeadSourceFacts source={data.source} sentWithoutScript={data.sentWithoutScript} />
                <MailStatus key={`mail-${data.id}`} message={data} onSaved={saved} />
                <AutomaticMail key={`automatic-${data.id}`} message={data} onSaved={saved} onStale={refreshHistory} />
                <RequestTimeline events={data.timeline} />
              </Facts>
              <Manage aria-labelledby={manageHeadingId}>
                <h2 id={manageHeadingId}>Follow-up</h2>
                <RequestFollowUpForm key={`follow-up-${data.id}`} message={data} onSaved={saved} />
                <QuoteRequestActions message={data} listHref={listHref} />
              </Manage>
            </Layout>
          )}
        </AsyncContent>
      )}
    </>
  );
}

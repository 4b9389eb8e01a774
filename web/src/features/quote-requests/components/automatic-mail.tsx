import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';
import { followUpPlan, reviewRequestWords, unsubscribedWords } from '../customer-mail-words.ts';
import { AskForReview } from './ask-for-review.tsx';
import { RequestPanel } from './request-panel.tsx';

export const BEFORE_QUOTED_NOTE =
  'Automatic follow-ups start once you mark the request Quoted; “Ask for a review” comes once you mark it Won.';

// Said first and marked by an edge: every automatic e-mail below is off for this customer.
const Unsubscribed = styled.p`
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type AutomaticMailProps = {
  message: QuoteRequest;
  onSaved: (message: QuoteRequest) => void;
  onStale: () => void;
};

/**
 * The request's automatic e-mails to the customer: whether they unsubscribed, the next follow-up
 * while it is quoted (or why none), and once won, the review request or "Ask for a review".
 */
export function AutomaticMail({ message, onSaved, onStale }: AutomaticMailProps) {
  const headingId = useId();
  const mail = message.customerMail;
  const plan = followUpPlan(message, mail);
  const won = message.status === 'won';
  return (
    <RequestPanel aria-labelledby={headingId}>
      <h2 id={headingId}>Automatic e-mails</h2>
      {mail.unsubscribedAt && <Unsubscribed>{unsubscribedWords(mail.unsubscribedAt)}</Unsubscribed>}
      {plan && <p>{plan}</p>}
      {mail.reviewRequest && <p>{reviewRequestWords(mail.reviewRequest)}</p>}
      {won && <AskForReview message={message} onSaved={onSaved} onStale={onStale} />}
      {!plan && !won && !mail.reviewRequest && <Muted>{BEFORE_QUOTED_NOTE}</Muted>}
      <Muted>
        <Link to={paths.adminCustomerMail}>Follow-ups &amp; reviews settings</Link>
      </Muted>
    </RequestPanel>
  );
}

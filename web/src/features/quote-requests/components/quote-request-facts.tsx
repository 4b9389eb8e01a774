import { PREFERRED_CONTACT_LABELS, type QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { FactList } from '@/components/ui/fact-list.tsx';
import { dialable, formatReceived } from '../quote-request-labels.ts';

const ContactLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Preferred = styled.strong`
  font-weight: 700;
`;

/** Everything the visitor sent, with links that call, text or write to them. */
export function QuoteRequestFacts({ message }: { message: QuoteRequest }) {
  const { email, phone, preferredContact } = message;
  return (
    <>
      <FactList>
        <dt>Reply by</dt>
        <dd>
          <Preferred>{PREFERRED_CONTACT_LABELS[preferredContact]}</Preferred>
        </dd>
        <dt>Email</dt>
        <dd>
          {email ? (
            <ContactLinks>
              <a href={`mailto:${email}`}>{email}</a>
            </ContactLinks>
          ) : (
            'Not given'
          )}
        </dd>
        <dt>Phone</dt>
        <dd>
          {phone ? (
            <ContactLinks>
              <a href={`tel:${dialable(phone)}`}>{phone}</a>
              {preferredContact === 'text' && <a href={`sms:${dialable(phone)}`}>Send a text</a>}
            </ContactLinks>
          ) : (
            'Not given'
          )}
        </dd>
        <dt>Address</dt>
        <dd>{message.address}</dd>
        <dt>Service</dt>
        <dd>{message.serviceTitle ?? 'Not sure yet'}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatReceived(message.createdAt)}</time>
        </dd>
      </FactList>
      <Details>
        <h2>About the job</h2>
        <p>{message.details}</p>
      </Details>
    </>
  );
}

import type { PreferredContact } from '@painting-site/gateway/contract/quote-requests';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';

const Panel = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }

  &:focus {
    outline: none;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: 1.5rem;
`;

const PhoneLink = styled.a`
  font-weight: 700;
  white-space: nowrap;
`;

const REPLY_BY: Record<PreferredContact, string> = {
  email: 'by email',
  phone: 'with a phone call',
  text: 'by text message',
};

type QuoteRequestConfirmationProps = {
  name: string;
  preferredContact: PreferredContact;
  /** The business phone, when known, for a visitor in a hurry. */
  phone?: { display: string; href: string; label: string } | undefined;
  onSendAnother: () => void;
};

/** Takes the form's place once the request is in: what happens next, and how to reach us meanwhile. */
export function QuoteRequestConfirmation({
  name,
  preferredContact,
  phone,
  onSendAnother,
}: QuoteRequestConfirmationProps) {
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const firstName = name.split(/\s+/)[0] ?? name;

  // The form the visitor was in is gone: focus lands on what replaced it, and is read out.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <Panel ref={panelRef} tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId}>Thanks, {firstName}! Your request is on its way.</h2>
      <p>We have your request. Here is what happens next:</p>
      <Steps>
        <li>We read it today and reply {REPLY_BY[preferredContact]} within one business day.</li>
        <li>We arrange a visit to see the job, at a time that suits you.</li>
        <li>You get a written, itemized estimate, usually within two business days of the visit.</li>
      </Steps>
      {phone && (
        <p>
          In a hurry? Call us on{' '}
          <PhoneLink href={phone.href} aria-label={phone.label}>
            {phone.display}
          </PhoneLink>
          .
        </p>
      )}
      <Button type="button" data-variant="secondary" onClick={onSendAnother}>
        Send another request
      </Button>
    </Panel>
  );
}

import type { PreferredContact } from '@painting-site/gateway/contract/quote-requests';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { CallUsLine } from './call-us-line.tsx';

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

const REPLY_BY: Record<PreferredContact, string> = {
  email: 'by email',
  phone: 'with a phone call',
  text: 'by text message',
};

/** Which photos did not go with the request, so the visitor can send them when we reply. */
export function photosLeftOutText(names: readonly string[]): string {
  if (names.length === 1) return `This photo was not sent: ${names[0]}. You can send it when we reply.`;
  return `These photos were not sent: ${names.join(', ')}. You can send them when we reply.`;
}

export type QuoteRequestConfirmationProps = {
  name: string;
  preferredContact: PreferredContact;
  /** What happens next, in the owner's words (plain text, a paragraph per line); may be empty. */
  text?: string | undefined;
  /** The business phone, when known, for a visitor in a hurry. */
  phone?: { display: string; href: string; label: string } | undefined;
  /** Names of the photos that did not go with the request (failed, or refused on picking). */
  photosLeftOut?: readonly string[] | undefined;
  /** Booking the estimate visit, from the feature that does it (the app wires it in). */
  visitBooking?: ReactNode;
  onSendAnother: () => void;
};

/**
 * Takes the form's place once the request is in: the reply the visitor asked for, what happens
 * next in the owner's words, and how to reach the business meanwhile.
 */
export function QuoteRequestConfirmation({
  name,
  preferredContact,
  text,
  phone,
  photosLeftOut = [],
  visitBooking,
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
      <p>You asked for a reply {REPLY_BY[preferredContact]}.</p>
      {photosLeftOut.length > 0 && <p>{photosLeftOutText(photosLeftOut)}</p>}
      <Paragraphs text={text} />
      {phone && <CallUsLine lead="In a hurry? Call us on" phone={phone} />}
      {visitBooking}
      <Button type="button" data-variant="secondary" onClick={onSendAnother}>
        Send another request
      </Button>
    </Panel>
  );
}

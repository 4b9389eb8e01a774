import { type QuoteRequest, SPAM_RETENTION_DAYS } from '@painting-site/gateway/contract/quote-requests';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { restoreQuoteRequest } from '../api/restore-quote-request.ts';
import { SPAM_REASON_LABELS } from '../quote-request-labels.ts';

export const SPAM_RETENTION_NOTE = `Spam is deleted after ${SPAM_RETENTION_DAYS} days.`;
export const RESTORED_WITH_MAIL_MESSAGE = 'Restored; the e-mails are on their way.';
export const RESTORED_MESSAGE = 'Restored to the inbox. E-mail is not set up, so no e-mail was sent.';

const Notice = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Announcement = styled.p`
  font-weight: 600;

  &:focus {
    outline: none;
  }
`;

type SpamNoticeProps = {
  message: QuoteRequest;
  onSaved: (message: QuoteRequest) => void;
};

/**
 * For a request the spam guards caught: why, and a button that puts it in the inbox (its e-mails
 * go out then). Stays after restoring, to say it worked; nothing for a real request.
 */
export function SpamNotice({ message, onSaved }: SpamNoticeProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [restored, setRestored] = useState<string | null>(null);
  const announcementRef = useRef<HTMLParagraphElement>(null);
  if (!message.spamReason && restored === null) return null;

  async function restore() {
    setPending(true);
    try {
      const updated = await restoreQuoteRequest(message.id);
      setRestored(updated.notifyStatus === 'off' ? RESTORED_MESSAGE : RESTORED_WITH_MAIL_MESSAGE);
      onSaved(updated);
      // The button goes away: focus moves to the words that say what happened.
      announcementRef.current?.focus();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Notice aria-labelledby={headingId}>
      <h2 id={headingId}>{restored === null ? 'In the spam folder' : 'Back in the inbox'}</h2>
      {message.spamReason && (
        <>
          <p>Why: {SPAM_REASON_LABELS[message.spamReason]}.</p>
          <Muted>{SPAM_RETENTION_NOTE} Nobody was e-mailed about it.</Muted>
          <PendingButton type="button" pending={pending} pendingLabel="Restoring…" onClick={restore}>
            Restore to inbox
          </PendingButton>
        </>
      )}
      <Announcement ref={announcementRef} role="status" tabIndex={-1}>
        {restored}
      </Announcement>
    </Notice>
  );
}

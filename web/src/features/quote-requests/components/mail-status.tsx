import type { NotifyStatus, QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { retryMail } from '../api/retry-mail.ts';
import { ACKNOWLEDGE_SKIP_LABELS, ACKNOWLEDGE_STATUS_LABELS, NOTIFY_STATUS_LABELS } from '../quote-request-labels.ts';
import { RequestPanel } from './request-panel.tsx';

const Sends = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// The word says how it went; the edge only helps the eye find a failure.
const Outcome = styled.span`
  display: inline-block;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.border};

  &[data-status='sent'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }

  &[data-status='failed'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const Announcement = styled.p`
  &:focus {
    outline: none;
  }
`;

function Send({
  status,
  error,
  labels,
}: {
  status: NotifyStatus;
  error: string | null;
  labels: typeof NOTIFY_STATUS_LABELS;
}) {
  return (
    <Outcome data-status={status}>
      {labels[status]}
      {status === 'failed' && error && `: ${error}`}
    </Outcome>
  );
}

/** What the retry did, in words, from the request's e-mails as they now stand. */
function retryOutcome({ notifyStatus, acknowledgeStatus, notifyError, acknowledgeError }: QuoteRequest): string {
  if (notifyStatus === 'failed' || acknowledgeStatus === 'failed') {
    const reason = notifyStatus === 'failed' ? notifyError : acknowledgeError;
    return `The e-mail still could not be sent${reason ? `: ${reason}` : '.'}`;
  }
  if (notifyStatus === 'pending' || acknowledgeStatus === 'pending') return 'Sending again: the e-mail is on its way.';
  return 'Sent again.';
}

type MailStatusProps = {
  message: QuoteRequest;
  onSaved: (message: QuoteRequest) => void;
};

/** Whether the owner's notification and the customer's acknowledgement went out; "Send again" when either failed. */
export function MailStatus({ message, onSaved }: MailStatusProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announcementRef = useRef<HTMLParagraphElement>(null);
  const failed = message.notifyStatus === 'failed' || message.acknowledgeStatus === 'failed';

  async function sendAgain() {
    setPending(true);
    setAnnouncement('');
    try {
      const updated = await retryMail(message.id);
      onSaved(updated);
      setAnnouncement(retryOutcome(updated));
      // The button goes away once nothing has failed: focus stays near, on what happened.
      announcementRef.current?.focus();
    } catch (error) {
      setAnnouncement(error instanceof ApiError ? `Could not send again: ${error.message}` : 'Could not send again.');
      notifyApiError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <RequestPanel aria-labelledby={headingId}>
      <h2 id={headingId}>E-mails</h2>
      <Sends>
        <div>
          <dt>To you, about this request</dt>
          <dd>
            <Send status={message.notifyStatus} error={message.notifyError} labels={NOTIFY_STATUS_LABELS} />
          </dd>
        </div>
        <div>
          <dt>To the customer, “we got your request”</dt>
          <dd>
            {message.acknowledgeSkipped ? (
              <Outcome data-status="off">{ACKNOWLEDGE_SKIP_LABELS[message.acknowledgeSkipped]}</Outcome>
            ) : (
              <Send
                status={message.acknowledgeStatus}
                error={message.acknowledgeError}
                labels={ACKNOWLEDGE_STATUS_LABELS}
              />
            )}
          </dd>
        </div>
      </Sends>
      {failed && (
        <div>
          <PendingButton
            type="button"
            data-variant="secondary"
            pending={pending}
            pendingLabel="Sending…"
            onClick={sendAgain}
          >
            Send again
          </PendingButton>
        </div>
      )}
      <Announcement ref={announcementRef} role="status" tabIndex={-1}>
        {announcement}
      </Announcement>
    </RequestPanel>
  );
}

import { ESTIMATE_MESSAGES, type Estimate } from '@painting-site/gateway/contract/estimates';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { sendEstimate } from '../api/send-estimate.ts';
import { estimateName } from '../estimate-words.ts';
import type { EstimateEditorState } from './use-estimate-editor.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Changes = styled.p`
  font-weight: 600;
`;

/** The toast once the gateway has sent it. */
export const sentMessage = (email: string) => `Estimate sent to ${email}`;

type SendControlsProps = {
  estimate: Estimate;
  editor: EstimateEditorState;
  /** Where the link goes: the request's address; '' when it has none. */
  email: string;
  onSent: (estimate: Estimate) => void;
  onPreview: () => void;
};

/**
 * Preview and Send (after asking). Once sent, edits wait as the next version: the owner is told
 * the customer still has the last one, and Send names the version it makes.
 */
export function SendControls({ estimate, editor, email, onSent, onPreview }: SendControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sentVersions = estimate.versions.length;
  const next = sentVersions + 1;
  const { autosave } = editor;
  const changed = estimate.changedSinceSent || autosave.unsent || autosave.status.kind === 'saving';
  const resendable = sentVersions === 0 || changed || estimate.state === 'declined';
  const label = sentVersions === 0 ? 'Send estimate' : `Send version ${next}`;

  async function send() {
    if (!(await autosave.flush())) {
      setConfirming(false);
      setProblem('The latest changes could not be saved, so nothing was sent. Put right what the status says first.');
      return;
    }
    let sent: Estimate;
    try {
      sent = await sendEstimate(estimate.id);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setConfirming(false);
        setProblem(error.message);
        if (Object.keys(error.fields).length > 0) editor.showSendProblems(error.fields);
        return;
      }
      notifyApiError(error);
      throw error;
    }
    setConfirming(false);
    setProblem(null);
    editor.clearSendProblems();
    onSent(sent);
    notify.success(sentMessage(email));
  }

  return (
    <>
      {sentVersions > 0 && changed && (
        <Changes>
          Changes not sent yet — Send version {next} to give them to the customer, who has version {sentVersions}.
        </Changes>
      )}
      {sentVersions > 0 && !changed && (
        <p>
          Version {sentVersions} is with the customer
          {estimate.state === 'declined' ? ', who declined it' : ''}; nothing changed since.
        </p>
      )}
      {!email && <p>{ESTIMATE_MESSAGES.noAddress}</p>}
      <Row>
        <Button type="button" data-variant="secondary" aria-haspopup="dialog" onClick={onPreview}>
          Preview
        </Button>
        <Button
          type="button"
          aria-haspopup="dialog"
          aria-disabled={!resendable || undefined}
          onClick={() => {
            if (!resendable) return;
            setProblem(null);
            setConfirming(true);
          }}
        >
          {label}
        </Button>
      </Row>
      {problem && <FormError role="alert">{problem}</FormError>}
      {confirming && (
        <ConfirmDialog
          title={`Send ${estimateName(estimate.number)}${sentVersions > 0 ? ` version ${next}` : ''} to ${email || 'the customer'}?`}
          confirmLabel={label}
          pendingLabel="Sending…"
          destructive={false}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        >
          {sentVersions === 0
            ? 'The customer gets an e-mail with a link to it, and can accept it online. What you send stays as it is: later changes make a new version.'
            : `The customer gets an e-mail with a link to version ${next}; the link to version ${sentVersions} then says it was replaced.`}
        </ConfirmDialog>
      )}
    </>
  );
}

import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import type { SaveStatus as Status } from './use-autosave.ts';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Words = styled.p`
  min-height: 1.5em;
  overflow-wrap: anywhere;

  &[data-failed='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** What the status line says: nothing until the first edit, then Saving…, Saved or why not. */
export function saveStatusWords(status: Status): string {
  if (status.kind === 'saving') return 'Saving…';
  if (status.kind === 'saved') return 'Saved';
  if (status.kind === 'failed') return `Couldn't save: ${status.reason}`;
  return '';
}

/** Whether the draft is saved, said politely to screen readers as it changes; a way to try again when the connection failed. */
export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  return (
    <Line>
      <Words role="status" data-save-status data-failed={status.kind === 'failed'}>
        {saveStatusWords(status)}
      </Words>
      {status.kind === 'failed' && status.retryable && (
        <Button type="button" data-variant="secondary" data-size="small" onClick={onRetry}>
          Try saving again
        </Button>
      )}
    </Line>
  );
}

import type { RequestStatus } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { STATUS_LABELS } from '../message-labels.ts';

// Ink text on a pale fill with a coloured edge: the word carries the meaning, the colour helps scanning.
const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  white-space: nowrap;

  &[data-status='new'] {
    border-left-color: ${({ theme }) => theme.colors.info};
  }

  &[data-status='contacted'],
  &[data-status='quoted'] {
    border-left-color: ${({ theme }) => theme.colors.highlight};
  }

  &[data-status='won'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }

  &[data-status='lost'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A request's status in a word. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  return <Badge data-status={status}>{STATUS_LABELS[status]}</Badge>;
}

import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { FieldErrorMessage } from './form-field.tsx';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

// Floated so it sits inside the card like a heading rather than on its border.
const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;

  & + * {
    clear: both;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

type FieldGroupProps = {
  legend: string;
  /** A line under the legend on what the group is for. */
  lead?: string | undefined;
  /** What is wrong with the group as a whole (too many rows). */
  error?: string | undefined;
  children: ReactNode;
};

/** A titled card of related fields in a long form: a fieldset, so the legend names its controls' group. */
export function FieldGroup({ legend, lead, error, children }: FieldGroupProps) {
  const leadId = useId();
  const errorId = useId();
  const describedBy = [lead ? leadId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Fieldset aria-describedby={describedBy || undefined}>
      <Legend>{legend}</Legend>
      {lead && <Lead id={leadId}>{lead}</Lead>}
      {children}
      {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
    </Fieldset>
  );
}

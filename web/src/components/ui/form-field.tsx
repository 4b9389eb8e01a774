import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

// danger on the white card is 6.6:1, so it serves as text here.
export const FieldErrorMessage = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

/** The box of an input, select or textarea. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  /* inkMuted keeps the box's edge at 3:1 or more against the card. */
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

/** What a control needs to be tied to its label, hint and error message. */
export type ControlAttributes = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  /** Always shown above the control. */
  label: ReactNode;
  /** What is wrong with the value; marks the control invalid and is read out with it. */
  error?: string | undefined;
  /** A standing tip, such as the password rules. */
  hint?: string | undefined;
  children: (control: ControlAttributes) => ReactNode;
};

/** A label, an optional hint, the control and its error message, tied together for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
    </Field>
  );
}

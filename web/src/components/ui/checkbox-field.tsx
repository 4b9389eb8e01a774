import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
`;

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
};

/** A labelled checkbox; the whole label is the tap target. */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <Label>
      <input type="checkbox" {...inputProps} />
      {label}
    </Label>
  );
}

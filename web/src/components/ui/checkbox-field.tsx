import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
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

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'aria-describedby'> & {
  label: ReactNode;
  /** What ticking it means, under the box, read out with it. */
  hint?: string | undefined;
};

/** A labelled checkbox; the whole label is the tap target. */
export function CheckboxField({ label, hint, ...inputProps }: CheckboxFieldProps) {
  const hintId = useId();
  const box = (
    <Label>
      <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {label}
    </Label>
  );
  if (!hint) return box;
  return (
    <div>
      {box}
      <Hint id={hintId}>{hint}</Hint>
    </div>
  );
}

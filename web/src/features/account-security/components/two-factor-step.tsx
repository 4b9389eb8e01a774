import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};

  h3:focus {
    outline: none;
  }
`;

/** A step's form: its fields, any message under them, and its buttons, one below the other. */
export const StepForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  /* The row's own margin is for a row under running text; here the form's gap spaces it. */
  & > div:last-child {
    margin-top: 0;
  }
`;

type TwoFactorStepProps = {
  title: string;
  /** Gets focus when the step appears (its first field); the heading does when none is given. */
  focusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * One step of turning two-step sign-in on or off: an h3 naming the region, and focus moved into it
 * as it appears, so a keyboard or screen reader user carries on where the step starts.
 */
export function TwoFactorStep({ title, focusRef, children }: TwoFactorStepProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the step appears.
  useEffect(() => {
    (focusRef?.current ?? headingRef.current)?.focus();
  }, []);
  return (
    <Step role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </Step>
  );
}

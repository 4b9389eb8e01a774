import { useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { DEFAULT_SPINNER_VARIANT } from '@/config/constants.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export type SpinnerVariant = 'spinner' | 'dots';
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** The dots, by number: the second and third start later (see Dot); the number is each one's key. */
const DOT_NUMBERS = [1, 2, 3] as const;

const rotate = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

const bounce = keyframes`
  0%,
  80%,
  100% {
    opacity: 0.4;
    transform: scale(0.6);
  }

  40% {
    opacity: 1;
    transform: scale(1);
  }
`;

const fade = keyframes`
  from {
    opacity: 1;
  }

  to {
    opacity: 0.3;
  }
`;

// Without movement the spinner would look stuck, so reduced motion gets a slow fade
// instead. The global reduced-motion rule cuts every animation to one 0.01 ms run with
// !important on `*`; a class selector with !important is the only thing that outranks it.
const reducedMotionPulse = css`
  @media (prefers-reduced-motion: reduce) {
    animation-name: ${fade};
    animation-duration: 1.6s !important;
    animation-timing-function: ease-in-out;
    animation-iteration-count: infinite !important;
    animation-direction: alternate;
  }
`;

// Sizes in em so a spinner follows the text it sits beside: `sm` matches a button's label.
const Root = styled.span`
  --spinner-size: 1.5em;
  --spinner-stroke: max(2px, calc(var(--spinner-size) / 8));

  /* Holds the absolutely positioned label in place. */
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  vertical-align: middle;

  &[data-size='sm'] {
    --spinner-size: 1em;
  }

  &[data-size='lg'] {
    --spinner-size: 2.5em;
  }
`;

const Ring = styled.span`
  display: block;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border: var(--spinner-stroke) solid transparent;
  /* A faint full track with a solid arc running round it, both in the text colour. */
  border-color: color-mix(in srgb, currentColor 25%, transparent);
  border-top-color: currentColor;
  border-radius: 50%;
  animation: ${rotate} 0.8s linear infinite;

  ${reducedMotionPulse}
`;

const Dots = styled.span`
  display: flex;
  gap: calc(var(--spinner-size) / 8);
  width: var(--spinner-size);
`;

const Dot = styled.span`
  flex: 1;
  aspect-ratio: 1;
  border-radius: 50%;
  background: currentColor;
  animation: ${bounce} 1.2s ease-in-out infinite;

  &:nth-child(2) {
    animation-delay: 0.16s;
  }

  &:nth-child(3) {
    animation-delay: 0.32s;
  }

  ${reducedMotionPulse}
`;

type SpinnerProps = {
  variant?: SpinnerVariant;
  size?: SpinnerSize;
  /** What is being waited for, read out by screen readers. */
  label?: string;
  /**
   * For a spinner next to text that already says what is happening (a "Sending…" button):
   * hidden from assistive tech so the state is not announced twice.
   */
  decorative?: boolean;
};

/** Shows that something is loading; drawn in the current text colour. */
export function Spinner({
  variant = DEFAULT_SPINNER_VARIANT,
  size = 'md',
  label = 'Loading',
  decorative = false,
}: SpinnerProps) {
  const labelId = useId();

  const graphic =
    variant === 'dots' ? (
      <Dots aria-hidden="true">
        {DOT_NUMBERS.map((dot) => (
          <Dot key={dot} />
        ))}
      </Dots>
    ) : (
      <Ring aria-hidden="true" />
    );

  if (decorative) {
    return (
      <Root data-variant={variant} data-size={size} aria-hidden="true">
        {graphic}
      </Root>
    );
  }

  return (
    // A status role has no name from its content, so the hidden text also names it.
    <Root data-variant={variant} data-size={size} role="status" aria-labelledby={labelId}>
      {graphic}
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    </Root>
  );
}

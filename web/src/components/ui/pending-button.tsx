import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type PendingButtonProps = {
  /** While true the button is disabled and says what is happening, with a spinner beside it. */
  pending: boolean;
  /** The label while pending, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
  'data-variant'?: 'secondary' | 'danger';
  'data-size'?: 'small';
};

/** A button for work that takes a round trip: it cannot be pressed twice and shows that it is busy. */
export function PendingButton({ pending, pendingLabel, children, type = 'submit', ...rest }: PendingButtonProps) {
  return (
    <Button type={type} disabled={pending} {...rest}>
      {pending && <Spinner size="sm" decorative />}
      {pending ? pendingLabel : children}
    </Button>
  );
}

import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { DEFAULT_SPINNER_VARIANT } from '@/config/constants.ts';
import { Spinner } from './spinner.tsx';

function renderInApp(ui: ReactNode) {
  return render(<AppProvider>{ui}</AppProvider>);
}

describe('Spinner', () => {
  it('shows the default spinner and announces it as a status named "Loading"', () => {
    renderInApp(<Spinner />);

    const status = screen.getByRole('status', { name: 'Loading' });

    expect(status).toHaveAttribute('data-variant', DEFAULT_SPINNER_VARIANT);
    expect(status).toHaveAttribute('data-variant', 'spinner');
    expect(status).toHaveAttribute('data-size', 'md');
    expect(status).toHaveTextContent('Loading');
    // Only the words are read out, not the drawing.
    expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows three dots when asked for the dots variant', () => {
    renderInApp(<Spinner variant="dots" size="lg" />);

    const status = screen.getByRole('status', { name: 'Loading' });

    expect(status).toHaveAttribute('data-variant', 'dots');
    expect(status).toHaveAttribute('data-size', 'lg');
  });

  it('announces a custom label instead of "Loading"', () => {
    renderInApp(<Spinner label="Sending your request" />);

    expect(screen.getByRole('status', { name: 'Sending your request' })).toHaveTextContent('Sending your request');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('stays silent for assistive tech when it only decorates a button that says what is happening', () => {
    renderInApp(
      <button type="button" disabled>
        <Spinner size="sm" decorative />
        Sending…
      </button>,
    );

    const button = screen.getByRole('button', { name: 'Sending…' });

    expect(within(button).queryByRole('status', { hidden: true })).not.toBeInTheDocument();
    expect(within(button).queryByText('Loading')).not.toBeInTheDocument();
    expect(button.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

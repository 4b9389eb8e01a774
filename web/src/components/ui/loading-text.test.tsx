import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { LOADING_DOT_INTERVAL_MS } from '@/config/constants.ts';
import { LoadingText } from './loading-text.tsx';

describe('LoadingText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a dot every step up to three, then starts over', () => {
    render(
      <AppProvider>
        <LoadingText />
      </AppProvider>,
    );
    const status = screen.getByText(/^Loading/);
    expect(status).toHaveAttribute('role', 'status');
    const seen = [status.textContent];

    act(() => {
      vi.advanceTimersByTime(LOADING_DOT_INTERVAL_MS - 1);
    });
    expect(status.textContent).toBe('Loading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    seen.push(status.textContent);

    for (let step = 1; step < 4; step += 1) {
      act(() => {
        vi.advanceTimersByTime(LOADING_DOT_INTERVAL_MS);
      });
      seen.push(status.textContent);
    }

    expect(seen).toEqual(['Loading', 'Loading.', 'Loading..', 'Loading...', 'Loading']);
  });
});

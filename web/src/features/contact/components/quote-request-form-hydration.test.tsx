import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { paths } from '@/config/paths.ts';
import { fixedContentStore } from '@/lib/public-content-store.ts';
import { pictureFile, stubUploads } from '@/testing/fake-upload.ts';
import { PUBLIC_CONTENT, stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { PHOTOS_HINT } from '../photo-rules.ts';
import { ADD_PHOTOS_LABEL } from './photo-picker.tsx';
import { QuoteRequestForm } from './quote-request-form.tsx';

const SERVICE_OPTIONS = [{ value: 'exterior', label: 'Exterior painting' }];

function contactForm() {
  return (
    <AppProvider contentStore={fixedContentStore(PUBLIC_CONTENT)}>
      <MemoryRouter initialEntries={[paths.contact]}>
        <QuoteRequestForm serviceOptions={SERVICE_OPTIONS} />
      </MemoryRouter>
    </AppProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('published')?.remove();
});

describe('the quote form with its photo picker, published and hydrated', () => {
  it('renders the picker on the server as the browser’s first render does, then works', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const container = document.createElement('div');
    container.id = 'published';
    container.innerHTML = renderToString(contactForm());
    document.body.append(container);
    const publishedInput = container.querySelector('input[type="file"]');
    expect(publishedInput).toHaveAttribute('multiple');
    expect(container).toHaveTextContent(ADD_PHOTOS_LABEL);
    expect(container).toHaveTextContent(PHOTOS_HINT);

    const recoverable = vi.fn();
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, contactForm(), { onRecoverableError: recoverable });
    });
    const reported = [...recoverable.mock.calls, ...consoleErrors.mock.calls];
    consoleErrors.mockRestore();

    expect(reported).toEqual([]);
    // Hydration kept the published input and tied its handlers to it.
    const input = screen.getByLabelText(ADD_PHOTOS_LABEL);
    expect(input).toBe(publishedInput);
    await userEvent.upload(input, pictureFile('kitchen.jpg', 'image/jpeg', 1024));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Photos' })).getByText('kitchen.jpg')).toBeInTheDocument();
  });
});

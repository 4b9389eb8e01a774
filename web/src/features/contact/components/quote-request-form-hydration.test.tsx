import type { SubmittedQuoteForm } from '@painting-site/gateway/contract/plain-quote-form';
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
import { SubmittedFormContext } from '../submitted-form.ts';
import { ADD_PHOTOS_LABEL } from './photo-picker.tsx';
import { QuoteRequestConfirmation } from './quote-request-confirmation.tsx';
import { QuoteRequestForm } from './quote-request-form.tsx';

const SERVICE_OPTIONS = [{ value: 'exterior', label: 'Exterior painting' }];

/** The contact page's form; with `submitted`, as the gateway renders it around a form sent without the app. */
function contactForm(submitted: SubmittedQuoteForm | null = null) {
  return (
    <AppProvider contentStore={fixedContentStore(PUBLIC_CONTENT)}>
      <SubmittedFormContext value={submitted}>
        <MemoryRouter initialEntries={[paths.contact]}>
          <QuoteRequestForm serviceOptions={SERVICE_OPTIONS} Confirmation={QuoteRequestConfirmation} />
        </MemoryRouter>
      </SubmittedFormContext>
    </AppProvider>
  );
}

/** Renders on the "server", puts the markup in the document, then hydrates it; answers what React reported. */
async function publishThenHydrate(submitted: SubmittedQuoteForm | null = null, beforeHydrating = async () => {}) {
  const container = document.createElement('div');
  container.id = 'published';
  container.innerHTML = renderToString(contactForm(submitted));
  document.body.append(container);
  await beforeHydrating();
  const recoverable = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, contactForm(submitted), { onRecoverableError: recoverable });
  });
  const reported = [...recoverable.mock.calls, ...consoleErrors.mock.calls];
  consoleErrors.mockRestore();
  return reported;
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
    let publishedInput: Element | null = null;
    const reported = await publishThenHydrate(null, async () => {
      const container = document.getElementById('published');
      publishedInput = container?.querySelector('input[type="file"]') ?? null;
      expect(publishedInput).toHaveAttribute('multiple');
      expect(container).toHaveTextContent(ADD_PHOTOS_LABEL);
      expect(container).toHaveTextContent(PHOTOS_HINT);
    });
    expect(reported).toEqual([]);
    // Hydration kept the published input and tied its handlers to it.
    const input = screen.getByLabelText(ADD_PHOTOS_LABEL);
    expect(input).toBe(publishedInput);
    await userEvent.upload(input, pictureFile('kitchen.jpg', 'image/jpeg', 1024));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(screen.getByRole('list', { name: 'Photos' })).findByText('kitchen.jpg')).toBeInTheDocument();
  });

  it('sends the photos picked while the page waited for its script, once the app starts', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const reported = await publishThenHydrate(null, async () => {
      // No handler is listening yet: the browser keeps the files in the input.
      const published = document.querySelector<HTMLInputElement>('#published input[type="file"]');
      if (!published) throw new Error('no file input in the published form');
      await userEvent.upload(published, pictureFile('porch.jpg', 'image/jpeg', 2048));
    });

    expect(reported).toEqual([]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(screen.getByRole('list', { name: 'Photos' })).findByText('porch.jpg')).toBeInTheDocument();
  });
});

describe('the quote form as the gateway renders it after a form sent without the app', () => {
  const SUBMITTED: SubmittedQuoteForm = {
    values: {
      name: 'Ada Lovelace',
      email: 'ada@',
      phone: '',
      address: '97202',
      service: 'exterior',
      details: 'Siding',
      preferredContact: 'text',
    },
    messages: { email: 'Enter an email address like name@example.com.', details: 'Tell us more.' },
    formError: 'Some fields need attention.',
  };

  it('hydrates with the words and the messages as rendered, then the app takes the form over', async () => {
    stubPublicSite();
    const reported = await publishThenHydrate(SUBMITTED);

    expect(reported).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Service')).toHaveValue('exterior');
    expect(screen.getByLabelText('Text message')).toBeChecked();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Some fields need attention.');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@');
    expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com./);

    // Correcting a field clears its own message, as it does for a form checked in the browser.
    await userEvent.type(email, 'example.com');
    expect(email).not.toHaveAccessibleDescription(/Enter an email address/);
    expect(screen.getByText('Tell us more.')).toBeInTheDocument();
  });
});

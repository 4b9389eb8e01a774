import { act } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedContentStore } from '@/lib/public-content-store.ts';
import { PUBLIC_CONTENT } from '@/testing/public-site-fixtures.ts';
import { AppProvider } from './provider.tsx';

/** A rule only the global style has: the focus ring's colour on :root. */
const GLOBAL_RULE = '--focus-ring';

/** A field named by its label through an id React makes, as the quote form's are. */
function Field() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Your name</label>
      <input id={id} />
    </>
  );
}

const page = (globalStyle?: boolean) => (
  <AppProvider contentStore={fixedContentStore(PUBLIC_CONTENT)} {...(globalStyle === undefined ? {} : { globalStyle })}>
    <Field />
  </AppProvider>
);

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('the app’s global style', () => {
  it('is in the published page: the publisher renders it with the page', () => {
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(page()));

    expect(sheet.getStyleTags()).toContain(GLOBAL_RULE);
    sheet.seal();
  });

  it('is left out by the app starting on a published page, which then hydrates without a mismatch', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const published = container;
    const labelledBefore = published.querySelector('input')?.id;
    const errors: unknown[] = [];
    // React reports a mismatched attribute (an id made in another place) on the console.
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      root = hydrateRoot(published, page(false), { onRecoverableError: (error) => errors.push(error) });
    });
    errors.push(...consoleErrors.mock.calls);
    consoleErrors.mockRestore();

    // The ids React makes follow each child's place: leaving the global style out keeps its place.
    expect(errors).toEqual([]);
    expect(published.querySelector('label')).toHaveAttribute('for', labelledBefore);
  });
});

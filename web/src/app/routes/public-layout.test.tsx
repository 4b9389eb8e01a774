import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { fixedContentStore, type PublicContentStore } from '@/lib/public-content-store.ts';
import { LOGO, loadPublishedContent, PUBLIC_CONTENT, SITE } from '@/testing/public-site-fixtures.ts';
import { PublicLayout } from './public-layout.tsx';

const ACCENT = { colour: '#1d5c8a', hover: '#133d5c' };
const BRANDED: PublicContent = { ...PUBLIC_CONTENT, brand: { accent: ACCENT, logo: LOGO, logoOnly: false } };

function Routes() {
  return useRoutes([{ element: <PublicLayout />, children: [{ index: true, element: <p>The page</p> }] }]);
}

function app(contentStore?: PublicContentStore) {
  return (
    <AppProvider {...(contentStore ? { contentStore } : {})}>
      <MemoryRouter initialEntries={['/']}>
        <Routes />
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

/**
 * The frame as the publisher renders it with `content`, then hydrated by the browser's app from the
 * published snapshot it fetched first, as a published page is. Returns what React reported going wrong.
 */
async function hydratePublished(content: PublicContent) {
  const container = document.createElement('div');
  container.id = 'published';
  container.innerHTML = renderToString(app(fixedContentStore(content)));
  document.body.append(container);
  await loadPublishedContent(content);
  const errors = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, app(), { onRecoverableError: errors });
  });
  const reported = [...errors.mock.calls, ...consoleErrors.mock.calls];
  consoleErrors.mockRestore();
  return reported;
}

/**
 * The CSS rules of the frame's outermost element (the page's styles stay in the document between
 * tests), as the document's style sheets hold them, spaces dropped (`.a{color:red;}`).
 */
function frameCss(): string {
  const css = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('')
    .replace(/\s*([{};:])\s*/g, '$1')
    .replace(/([^;{])\}/g, '$1;}');
  const classes = [...(document.querySelector('#published > div')?.classList ?? [])];
  return classes.flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? []).join('');
}

describe('the public pages’ frame with the owner’s brand', () => {
  it('hydrates the published logo and accent without a mismatch, keeping both', async () => {
    const logoBefore = () => document.querySelector('#published header img');
    expect(await hydratePublished(BRANDED)).toEqual([]);

    // The name beside the logo names the link; the logo, saying the same, is left out for screen readers.
    const home = within(screen.getByRole('banner')).getByRole('link', { name: SITE.name });
    expect(home).toHaveTextContent(SITE.name);
    expect(home.querySelector('img')).toBe(logoBefore());
    expect(logoBefore()).toHaveAttribute('alt', '');
    expect(frameCss()).toContain(`--accent:${ACCENT.colour};--accent-hover:${ACCENT.hover};--link:${ACCENT.colour};`);
  });

  it('shows the name in the header and leaves the theme’s colours alone for a site without a brand', async () => {
    expect(await hydratePublished(PUBLIC_CONTENT)).toEqual([]);

    const home = within(screen.getByRole('banner')).getByRole('link', { name: SITE.name });
    expect(home).toHaveTextContent(SITE.name);
    expect(within(home).queryByRole('img')).toBeNull();
    expect(frameCss()).toMatch(/display:grid/);
    expect(frameCss()).not.toContain('--accent');
  });
});

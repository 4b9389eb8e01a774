import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import { contentAnswer, LOGO, type PUBLIC_CONTENT, SITE } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { stubApi } from '@/testing/stub-api.ts';

async function openSignInPage(content: Partial<typeof PUBLIC_CONTENT> = {}) {
  stubApi({ 'GET /content.json': contentAnswer(content) });
  renderWithRouter(routes, paths.adminLogin);
  await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' });
}

describe('the sign-in page', () => {
  it('names the business from the published content', async () => {
    await openSignInPage({ site: { ...SITE, name: 'Juniper & Oak Decorating' } });

    expect(await screen.findByText('Juniper & Oak Decorating')).toBeVisible();
    expect(screen.queryByText('Brightside Painting')).not.toBeInTheDocument();
    expect(document.title).toBe('Owner sign-in · Juniper & Oak Decorating');
  });

  it('shows the owner’s logo, named after the business, at its fixed size', async () => {
    await openSignInPage({ brand: { accent: null, logo: LOGO, logoOnly: false } });

    const logo = await screen.findByRole('img', { name: SITE.name });
    expect(logo).toHaveAttribute('src', LOGO.src);
    expect(logo).toHaveAttribute('srcset', LOGO.srcSet);
    expect(logo).toHaveAttribute('width', String(LOGO.width));
    expect(logo).toHaveAttribute('height', String(LOGO.height));
    // The name is the logo's text alternative, not written out beside it.
    expect(within(screen.getByRole('main')).queryByText(SITE.name)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assert, describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import { SERVICES, stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';

async function openServicesPage(path: string = paths.services) {
  stubPublicSite();
  const rendered = renderWithRouter(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Painting services' });
  await screen.findByRole('heading', { level: 2, name: 'Interior painting' });
  return { ...rendered, user: userEvent.setup() };
}

describe('the services page', () => {
  it('describes every service in full, each under an anchor named after it', async () => {
    await openServicesPage();

    for (const service of SERVICES) {
      const heading = screen.getByRole('heading', { level: 2, name: service.title });
      expect(heading.closest('article')).toHaveAttribute('id', service.slug);
    }
    const interior = document.getElementById('interior');
    assert.isNotNull(interior, 'no element with the id "interior"');
    expect(within(interior).getByText('We move and cover your furniture.')).toBeInTheDocument();
    expect(within(interior).getByText('Two coats of premium paint, clean lines.')).toBeInTheDocument();
    expect(within(interior).getByText('Most rooms from $450')).toBeInTheDocument();
    expect(within(interior).getByRole('link', { name: 'Get a quote for Interior painting' })).toHaveAttribute(
      'href',
      `${paths.contact}?service=interior`,
    );
  });

  it('lays out the four steps of every job', async () => {
    await openServicesPage();

    const steps = within(screen.getByRole('region', { name: 'How we work' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Free estimate',
      'Preparation',
      'Painting',
      'Final walkthrough',
    ]);
  });

  it('answers common questions, each opened on demand', async () => {
    const { user } = await openServicesPage();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.querySelectorAll('details');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);

    const lead = within(faq).getByText('My home was built before 1978. What about lead paint?');
    expect(lead.closest('details')).not.toHaveAttribute('open');
    await user.click(lead);

    expect(lead.closest('details')).toHaveAttribute('open');
    expect(within(faq).getByText(/EPA Lead-Safe Certified/)).toBeVisible();
  });

  it('ends with a way to ask for an estimate', async () => {
    await openServicesPage();

    expect(screen.getByRole('link', { name: 'Request your free estimate' })).toHaveAttribute('href', paths.contact);
  });

  it('names itself with the business and its canonical address', async () => {
    await openServicesPage();

    expect(document.title).toBe('Services · Brightside Painting');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://brightside.example/services',
    );
  });
});

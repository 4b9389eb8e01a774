import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assert, describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import { contentAnswer, FAQ, SERVICES, stubPublicSite, WORK_STEPS } from '@/testing/public-site-fixtures.ts';
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

  it('lays out the owner’s steps of every job, in order, each line of a step a paragraph', async () => {
    await openServicesPage();

    const section = screen.getByRole('region', { name: 'How we work' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(
      WORK_STEPS.map((step) => step.title),
    );
    expect([...(steps[1]?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent)).toEqual([
      'We cover, fill and sand.',
      'Then we prime.',
    ]);
  });

  it('answers the owner’s questions, each opened on demand', async () => {
    const { user } = await openServicesPage();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect([...faq.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(
      FAQ.map((entry) => entry.question),
    );

    const deposits = within(faq).getByText('How do deposits work?');
    expect(deposits.closest('details')).not.toHaveAttribute('open');
    expect(within(faq).getByText('Small jobs need no deposit.')).not.toBeVisible();
    await user.click(deposits);

    expect(deposits.closest('details')).toHaveAttribute('open');
    expect(within(faq).getByText('Small jobs need no deposit.')).toBeVisible();
    expect(within(faq).getByText('Larger jobs: a third when you book.')).toBeVisible();
  });

  it('leaves out “How we work” and the FAQ, headings and all, while the owner has written none', async () => {
    stubPublicSite({ 'GET /content.json': contentAnswer({ workSteps: [], faq: [] }) });
    renderWithRouter(routes, paths.services);
    await screen.findByRole('heading', { level: 2, name: 'Interior painting' });

    expect(screen.queryByRole('heading', { name: 'How we work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request your free estimate' })).toBeInTheDocument();
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

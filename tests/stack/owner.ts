import type { QuoteReceipt } from '@painting-site/gateway/contract/quote-requests';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { HUMAN_FILL_TIME_MS } from './human-pace.ts';
import { TEST_ADMIN } from './start-stack.ts';

export interface SignInOptions {
  password?: string;
  /** Ticks “Keep me signed in on this device”. */
  keepSignedIn?: boolean;
}

/** Types the owner's name and password on the sign-in page at `origin` and sends them. */
export async function submitSignIn(page: Page, origin: string, options: SignInOptions = {}): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? TEST_ADMIN.password);
  if (options.keepSignedIn) await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the owner in through the sign-in page, as a person does, and waits for the dashboard. */
export async function signInAsOwner(page: Page, origin: string, options: SignInOptions = {}): Promise<void> {
  await submitSignIn(page, origin, options);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

export interface QuoteRequest {
  name: string;
  email: string;
  phone?: string;
  address: string;
  details: string;
  preferredContact?: 'phone' | 'email';
}

/**
 * A quote request through the real form flow without a browser: the form's token, a person's
 * filling time, then the post. Fails the test unless the gateway takes it; answers its receipt.
 */
export async function sendQuoteRequest(origin: string, request: QuoteRequest): Promise<QuoteReceipt> {
  const { token: formToken } = (await (await fetch(`${origin}/api/contact/token`)).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_TIME_MS));
  const sent = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ preferredContact: 'email', ...request, formToken }),
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  return (await sent.json()) as QuoteReceipt;
}

/** Calls the admin API at `origin` as the owner holding `token`, with a JSON body when given. */
export function ownerApi(origin: string, token: string) {
  return (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${origin}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/**
 * One service, one “how we work” step, one question and one testimonial shown on the home page,
 * added as the dashboard sends them: each of those sections of the home and services pages then
 * has content.
 */
export async function addToEverySection(call: ReturnType<typeof ownerApi>, town: string): Promise<void> {
  const added = [
    await call('POST', '/api/admin/services', {
      title: 'Interior painting',
      slug: '',
      summary: 'Walls, ceilings and trim.',
      description: 'Rooms taped, two coats, cleaned up.',
      priceHint: null,
      icon: 'interior',
    }),
    await call('POST', '/api/admin/work-steps', { title: 'We visit', text: 'We look at the job and measure.' }),
    await call('POST', '/api/admin/faq', { question: 'Do you move furniture?', answer: 'Yes, and we put it back.' }),
    await call('POST', '/api/admin/testimonials', {
      name: 'Ana M.',
      town,
      quote: 'Clean and on time.',
      rating: 5,
      showOnHome: true,
    }),
  ];
  expect(added.map(({ status }) => status)).toEqual([201, 201, 201, 201]);
}

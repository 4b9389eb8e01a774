import { SITE_EVENTS_PATH } from '@painting-site/gateway/contract/visitor-counts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text as React writes it into HTML. */
export function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

export async function api<T>(url: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The first response of a page, as a crawler or a link preview gets it: no JavaScript. */
export async function firstResponse(url: string, path: string) {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The main navigation's links, by name, and the page each leads to. */
export type NavStep = readonly [name: string, path: string];

/** From the home page through the other three public pages by the main navigation. */
export const THROUGH_THE_PAGES: readonly NavStep[] = [
  ['Gallery', '/gallery'],
  ['Services', '/services'],
  ['Contact', '/contact'],
];

/** Follows the main navigation's links in order, waiting at each page for its address and heading. */
export async function followMainNav(page: Page, baseUrl: string, steps: readonly NavStep[]): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of steps) {
    await navigation.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  }
}

const FORM_TOKEN_PATH = '/api/contact/token';

/**
 * Records the page's requests to /api/ from now on, leaving out the quote form's token request
 * (the form posts to the gateway) and the visitor-count beacon (it sends, takes nothing back):
 * whatever the rest return is content a public page took from the API.
 */
export function recordContentApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== FORM_TOKEN_PATH && pathname !== SITE_EVENTS_PATH) {
      calls.push(request.url());
    }
  });
  return calls;
}

/** The JSON-LD a published page carries, parsed; undefined when it has none. */
export function jsonLdOf(html: string): Record<string, unknown> | undefined {
  const body = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return body === undefined ? undefined : (JSON.parse(body) as Record<string, unknown>);
}

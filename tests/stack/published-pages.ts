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

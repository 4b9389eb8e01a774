import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A small page renderer of the web's contract (`renderPage(path, content)`): a test input that
 * stands in for the web's build, so the publisher's tests need no web build. Each page shows the
 * business's name and phone, the service titles and the gallery titles, and embeds the snapshot;
 * around a quote form sent without the app, its words in fields and its messages.
 */
export const SIMPLE_RENDERER = `
const PUBLIC = ['/', '/gallery', '/services', '/contact', '/contact/thanks', '/contact/not-sent'];
const text = (value) => String(value).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage(path, content, form) {
  const status = PUBLIC.includes(path.split('?')[0]) ? 200 : 404;
  const items = [...content.services.map((s) => s.title), ...content.gallery.items.map((i) => i.title)];
  return {
    status,
    html: '<!doctype html><html><head><title>' + text(content.site.name) + '</title></head><body>' +
      '<h1>' + (status === 404 ? 'Page not found' : text(path)) + '</h1><p>' + text(content.site.phone) + '</p>' +
      (form ? '<form><p>' + text(form.formError) + '</p>' + Object.entries(form.values).map(([name, value]) =>
        '<label>' + name + ' <input name="' + name + '" value="' + text(value) + '"></label>' +
        (form.messages[name] ? '<strong>' + text(form.messages[name]) + '</strong>' : '')).join('') + '</form>' : '') +
      '<ul>' + items.map((item) => '<li>' + text(item) + '</li>').join('') + '</ul>' +
      '<script type="application/json" id="site-content">' + JSON.stringify(content).replace(/</g, '\\\\u003c') + '</script>' +
      '</body></html>',
  };
}
`;

/** Renders like SIMPLE_RENDERER after `ms`, first noting each call in `calls.log` beside the module. */
export const slowRenderer = (ms: number) => `
import { appendFileSync } from 'node:fs';
${SIMPLE_RENDERER.replace('export async function renderPage', 'async function renderSimply')}
export async function renderPage(path, content) {
  appendFileSync(new URL('./calls.log', import.meta.url), path + '\\n');
  await new Promise((resolve) => setTimeout(resolve, ${ms}));
  return renderSimply(path, content);
}
`;

export const THROWING_RENDERER = `
export async function renderPage() {
  throw new Error('the theme has no colours');
}
`;

export const EMPTY_RENDERER = `
export async function renderPage() {}
`;

/** Answers every path with the not-found page, as a router that lost its routes would. */
export const NOT_FOUND_RENDERER = `
export async function renderPage() {
  return { status: 404, html: '<!doctype html><h1>Page not found</h1>' };
}
`;

/** Writes (or rewrites: each publish loads it afresh in its own worker) `render.mjs` in `dir`. */
export function writeRenderer(dir: string, source: string): URL {
  const file = join(dir, 'render.mjs');
  writeFileSync(file, source);
  return pathToFileURL(file);
}

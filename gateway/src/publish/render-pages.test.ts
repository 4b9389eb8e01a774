import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicContent } from '../../contract/public-content.ts';
import { SIMPLE_RENDERER, writeRenderer } from '../testing/test-renderer.ts';
import { renderPages } from './render-pages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const renderer = (source: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'render-pages-'));
  dirs.push(dir);
  return writeRenderer(dir, source);
};

const CONTENT = {
  site: { name: 'Brightside Painting', phone: '(503) 555-0142' },
  services: [{ title: 'Interior painting' }],
  gallery: { categories: [], items: [] },
  testimonials: [],
} as unknown as PublicContent;

describe('renderPages', () => {
  it('renders each path in a worker and answers the pages in order', async () => {
    const { pages } = await renderPages(renderer(SIMPLE_RENDERER), CONTENT, ['/services', '/nowhere']);
    expect(pages.map(({ path, status }) => [path, status])).toEqual([
      ['/services', 200],
      ['/nowhere', 404],
    ]);
    expect(pages[0]?.html).toContain('<li>Interior painting</li>');
  });

  it("hands back what the renderer wrote to its console, for the gateway's log", async () => {
    const noisy = SIMPLE_RENDERER.replace(
      'const status',
      "console.error('Warning: a noisy component');\n  const status",
    );
    expect((await renderPages(renderer(noisy), CONTENT, ['/'])).console).toContain('Warning: a noisy component');
  });

  it.each([
    ['exports no renderPage', 'export const render = () => {};', /exports no renderPage function/],
    ['does not load', 'export async function renderPage( {', /the renderer threw: SyntaxError/],
    ['answers no HTML', "export const renderPage = async () => ({ status: 200, html: '  ' });", /with no HTML/],
    ['ends its thread', 'export const renderPage = () => process.exit(3);', /exited \(code 3\)/],
  ])('rejects, saying why, a renderer that %s', async (_case, source, reason) => {
    await expect(renderPages(renderer(source), CONTENT, ['/'])).rejects.toThrow(reason);
  });

  it('gives up on a renderer that hangs, and ends its worker', async () => {
    const hanging = 'export const renderPage = () => new Promise(() => setInterval(() => {}, 1000));';
    const started = performance.now();
    await expect(renderPages(renderer(hanging), CONTENT, ['/'], { timeoutMs: 300 })).rejects.toThrow(
      /took longer than 300 ms/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

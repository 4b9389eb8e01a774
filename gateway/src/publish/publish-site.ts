import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { QUOTE_FORM_PAGES } from '../../contract/plain-quote-form.ts';
import { PUBLISHED_FILES, type PublicContent, type RenderedPage } from '../../contract/public-content.ts';
import { PUBLIC_PAGES } from '../../contract/routes.ts';
import { ensurePublicFolder, type StagedFile, stageFile } from './atomic-write.ts';
import { PRECOMPRESSED_SUFFIX, precompress } from './precompress.ts';
import type { PublicSnapshot } from './public-snapshot.ts';
import { type RenderedPages, rendererExists, renderPages } from './render-pages.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';

/** A path no route matches: the renderer answers it with the not-found page. */
export const NOT_FOUND_RENDER_PATH = '/404';

interface PublishedPage {
  /** What the renderer is asked for. */
  path: string;
  /** Its file: `PUBLISHED_FILES.pagesDir/<name>.html`. */
  name: string;
  /** What the renderer must answer it with. */
  status: RenderedPage['status'];
}

/** The public pages, the quote form's own pages (thank you, not sent), then the not-found page nginx answers every other path with. */
export const PUBLISHED_PAGES: readonly PublishedPage[] = [
  ...PUBLIC_PAGES.map(({ path, name }) => ({ path, name, status: 200 as const })),
  ...QUOTE_FORM_PAGES.map(({ path, name }) => ({ path, name, status: 200 as const })),
  { path: NOT_FOUND_RENDER_PATH, name: PUBLISHED_FILES.notFoundPage, status: 404 },
];

/**
 * The gallery filtered to one category, for each category that has projects: nginx serves
 * `/gallery?category=<category>` from `pages/gallery.<category>.html`, so the filter's links work
 * before the app starts and without it.
 */
export function galleryCategoryPages({ gallery }: PublicContent): PublishedPage[] {
  const offered = gallery.categories.filter((category) => gallery.items.some((item) => item.category === category));
  // One category is no choice: the gallery shows no filter then (features/gallery).
  if (offered.length < 2) return [];
  return offered.map((category) => ({
    path: `/gallery?category=${category}`,
    name: `gallery.${category}`,
    status: 200,
  }));
}

const PAGE_EXTENSION = '.html';
export const pageFile = (name: string) => join(PUBLISHED_FILES.pagesDir, `${name}${PAGE_EXTENSION}`);

export interface PublishSiteDeps {
  publicDir: string;
  /** The public content now; undefined before the site is set up. */
  read: () => PublicSnapshot | undefined;
  /** The web's server bundle; null or a missing file: the pages are not rendered. */
  renderer: URL | null;
}

export interface PublishedSite {
  /** False when there was no renderer: content.json, robots.txt and sitemap.xml only. */
  rendered: boolean;
  files: number;
  /** What the renderer wrote to its console. */
  rendererConsole: string;
}

/**
 * One publish: reads the content, renders the pages, and only then writes every file (each
 * written whole, then all renamed into place together). A render that fails writes nothing, so
 * PUBLIC_DIR keeps the last good publish. Every page and content.json gets its `.gz` beside it,
 * written in the same batch, so nginx never compresses them per request nor serves an older one.
 */
export async function publishSite({ publicDir, read, renderer }: PublishSiteDeps): Promise<PublishedSite> {
  const snapshot = read();
  if (!snapshot) throw new Error('the site is not set up yet');
  const { content, changedOn } = snapshot;
  const files = new Map<string, string | Uint8Array>([
    [PUBLISHED_FILES.content, JSON.stringify(content)],
    [PUBLISHED_FILES.robots, robotsTxt(content.site.siteUrl, content.search)],
    [PUBLISHED_FILES.sitemap, sitemapXml(content.site.siteUrl, changedOn, content.search)],
  ]);

  const rendered = renderer !== null && rendererExists(renderer);
  let rendererConsole = '';
  if (rendered) {
    const pages = [...PUBLISHED_PAGES, ...galleryCategoryPages(content)];
    const result: RenderedPages = await renderPages(
      renderer,
      content,
      pages.map((page) => page.path),
    );
    rendererConsole = result.console;
    pages.forEach(({ path, name, status }, index) => {
      const page = result.pages[index];
      if (page?.status !== status)
        throw new Error(`the renderer answered ${path} with status ${page?.status}, not ${status}`);
      files.set(pageFile(name), page.html);
    });
  }

  const precompressed = [...files].filter(([name]) => isPrecompressed(name));
  for (const [name, data] of precompressed) files.set(`${name}${PRECOMPRESSED_SUFFIX}`, await precompress(data));

  await ensurePublicFolder(join(publicDir, PUBLISHED_FILES.pagesDir));
  const staged: StagedFile[] = [];
  try {
    for (const [name, data] of files) staged.push(await stageFile(join(publicDir, name), data));
  } catch (error) {
    await Promise.all(staged.map((file) => file.discard()));
    throw error;
  }
  for (const file of staged) await file.commit();
  // Pages of an earlier publish that this one did not write (a category with no projects left;
  // every page, without a renderer) would show old content: nginx serves the next best instead.
  await removePages(publicDir, new Set(files.keys()));
  return { rendered, files: files.size, rendererConsole };
}

/** The files nginx serves often and that compress well: the pages and the content snapshot. */
function isPrecompressed(name: string): boolean {
  return name === PUBLISHED_FILES.content || name.endsWith(PAGE_EXTENSION);
}

/** Every page (and its `.gz`) that is not one of `written`: nothing of an older publish stays behind. */
async function removePages(publicDir: string, written: ReadonlySet<string>): Promise<void> {
  const folder = join(publicDir, PUBLISHED_FILES.pagesDir);
  const names = await readdir(folder).catch(() => []);
  const isPage = (name: string) =>
    name.endsWith(PAGE_EXTENSION) || name.endsWith(`${PAGE_EXTENSION}${PRECOMPRESSED_SUFFIX}`);
  await Promise.all(
    names
      .filter((name) => isPage(name) && !written.has(join(PUBLISHED_FILES.pagesDir, name)))
      .map((name) => rm(join(folder, name), { force: true })),
  );
}

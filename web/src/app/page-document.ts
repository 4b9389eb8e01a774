import type { Manifest } from 'vite';

/** The script a published page starts with (its key in the client build's manifest): see the module. */
export const PUBLISHED_PAGE_BOOT = 'src/boot-published-page.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
// index.html's stand-ins for crawlers without JavaScript: a published page has its own.
const STATIC_DEFAULT_TAGS =
  /<title\b[^>]*\bdata-static-default\b[^>]*>[^<]*<\/title>\s*|<meta\b[^>]*\bdata-static-default\b[^>]*>\s*/g;
// Notes for the developer, and the no-JavaScript apology a page with its content does not need.
const TEMPLATE_ONLY = /<!--[\s\S]*?-->\s*|<noscript>[\s\S]*?<\/noscript>\s*/g;
// What React hoists to the front of its output for the head: <title>, <meta>, <link>.
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;
// index.html's icon (/favicon.png, drawn from /favicon.svg), for a site without a logo of its own. A
// PNG, not the SVG: Chromium draws an SVG icon as a page of its own on the site's main thread.
const TEMPLATE_ICON = /<link rel="icon"[^>]*>/;
// The client build's entry script, as Vite writes it into index.html.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Splits a render into the head tags React hoisted to its front and the app's own markup. */
export function splitHoistedTags(rendered: string): { headTags: string; appHtml: string } {
  let headTags = '';
  let appHtml = rendered;
  for (let tag = HOISTED_TAG.exec(appHtml); tag; tag = HOISTED_TAG.exec(appHtml)) {
    headTags += tag[0];
    appHtml = appHtml.slice(tag[0].length);
  }
  return { headTags, appHtml };
}

/**
 * The `<link rel="modulepreload">` tags for a route module and the chunks it imports, leaving out
 * what index.html loads already (the entry and its imports): the browser fetches them alongside
 * the entry instead of after it. None without a manifest (development and tests).
 */
export function modulePreloadTags(manifest: Manifest, routeModule: string): string {
  const entries = Object.keys(manifest);
  if (entries.length === 0) return '';
  const chunksOf = (key: string, found: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    if (!found.has(chunk.file)) {
      found.add(chunk.file);
      for (const imported of chunk.imports ?? []) chunksOf(imported, found);
    }
    return found;
  };
  const loaded = new Set<string>();
  for (const key of entries) if (manifest[key]?.isEntry) chunksOf(key, loaded);
  return [...chunksOf(routeModule, new Set())]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${import.meta.env.BASE_URL}${file}">`)
    .join('');
}

type PageParts = {
  /** Tags for the end of `<head>`. */
  head: string;
  /** The rendered app, for `<div id="root">`. */
  appHtml: string;
  /** Data blocks for after the root (a quote form sent without the app, with its words); may be empty. */
  contentScript: string;
  /** The built boot script, which loads the entry after the first paint; none in development. */
  bootScript?: string | undefined;
  /** Icon links made from the owner's logo, in place of index.html's; none: index.html's stays. */
  icons?: string | undefined;
  /**
   * Where the page was rendered (path and query), for the app to hydrate there whatever the
   * address says; none for a page that answers any address (not found).
   */
  location?: string | undefined;
};

/** The root's attribute that names where a page was rendered (see main.tsx). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** The template's entry script, replaced by the boot script that loads it once the page is painted. */
function startAfterFirstPaint(template: string, bootScript: string | undefined): string {
  if (bootScript === undefined) return template;
  if (!ENTRY_SCRIPT.test(template)) throw new Error('index.html has no module script for the entry');
  return template.replace(
    ENTRY_SCRIPT,
    (_tag, entry: string) =>
      `<script type="module" crossorigin src="${import.meta.env.BASE_URL}${bootScript}" data-app="${entry}"></script>`,
  );
}

/** A whole page: the client build's index.html with the page's head tags, markup and content. */
export function pageDocument(template: string, parts: PageParts): string {
  const { head, appHtml, contentScript, bootScript, icons, location } = parts;
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);
  if (icons !== undefined && !TEMPLATE_ICON.test(template)) throw new Error('index.html has no icon link to replace');
  // Replacement functions, not strings: `$&` and its kind in content would be read as patterns.
  return startAfterFirstPaint(template, bootScript)
    .replace(TEMPLATE_ICON, (tag) => icons ?? tag)
    .replace(STATIC_DEFAULT_TAGS, '')
    .replace(TEMPLATE_ONLY, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root"${renderedAt(location)}>${appHtml}</div>${contentScript}`);
}

function renderedAt(location: string | undefined): string {
  if (location === undefined) return '';
  return ` ${RENDERED_AT_ATTRIBUTE}="${location.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
}

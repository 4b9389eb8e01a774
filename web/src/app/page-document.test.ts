// @vitest-environment node
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { modulePreloadTags, pageDocument, splitHoistedTags } from './page-document.ts';

// The shape of the client build's manifest: the entry, a chunk it shares, a page and its own chunk.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a1.js', src: 'index.html', isEntry: true, imports: ['_router-b2.js'] },
  '_router-b2.js': { file: 'assets/router-b2.js' },
  '_async-content-c3.js': { file: 'assets/async-content-c3.js', imports: ['_router-b2.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-d4.js',
    src: 'src/app/routes/home.tsx',
    isDynamicEntry: true,
    imports: ['_router-b2.js', '_async-content-c3.js'],
  },
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!-- A note for developers. -->
    <title data-static-default>Stand-in</title>
    <meta
      data-static-default
      name="description"
      content="Stand-in description"
    />
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body>
    <noscript>Turn JavaScript on.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('a published page document', () => {
  it('preloads the code of its route and what that imports, not what index.html loads already', () => {
    expect(modulePreloadTags(MANIFEST, 'src/app/routes/home.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-d4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/async-content-c3.js">',
    );
  });

  it('preloads nothing without a manifest (development, tests), and refuses a route the build does not know', () => {
    expect(modulePreloadTags({}, 'src/app/routes/home.tsx')).toBe('');
    expect(() => modulePreloadTags(MANIFEST, 'src/app/routes/gone.tsx')).toThrow(/not in the client build's manifest/);
  });

  it("takes the head tags React hoisted to the front of its output, and leaves the app's markup", () => {
    const rendered =
      '<link rel="preload" as="image" imageSrcSet="/a.webp 480w"/><title>Gallery · Brightside</title>' +
      '<meta name="description" content="Jobs &gt; words"/><div class="page"><title>not hoisted</title></div>';

    expect(splitHoistedTags(rendered)).toEqual({
      headTags:
        '<link rel="preload" as="image" imageSrcSet="/a.webp 480w"/><title>Gallery · Brightside</title>' +
        '<meta name="description" content="Jobs &gt; words"/>',
      appHtml: '<div class="page"><title>not hoisted</title></div>',
    });
  });

  it('puts the head tags, the app and the content into index.html in place of its stand-ins', () => {
    const html = pageDocument(TEMPLATE, {
      head: '<title>Home · Brightside</title>',
      appHtml: '<main>From $450 and $& more</main>',
      contentScript: '<script type="application/json" id="site-content">{}</script>',
    });

    expect(html).not.toMatch(/Stand-in|<!--|noscript/);
    expect(html).toContain('<title>Home · Brightside</title></head>');
    // Text that looks like a replacement pattern stays as it is.
    expect(html).toContain(
      '<div id="root"><main>From $450 and $& more</main></div><script type="application/json" id="site-content">{}</script>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
  });

  it("starts with the boot script, which names the app's entry to load after the first paint", () => {
    const html = pageDocument(TEMPLATE, {
      head: '',
      appHtml: '<main>Home</main>',
      contentScript: '',
      bootScript: 'assets/boot-b5.js',
    });

    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-b5.js" data-app="/assets/index-a1.js"></script>',
    );
    expect(html).not.toContain('src="/assets/index-a1.js"');
    const withoutEntry = TEMPLATE.replace(/<script[^>]*><\/script>/, '');
    expect(() => pageDocument(withoutEntry, { head: '', appHtml: '', contentScript: '', bootScript: 'b.js' })).toThrow(
      /no module script/,
    );
  });
});

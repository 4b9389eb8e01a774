import type { SiteDetails } from '@painting-site/gateway/contract/business';
import type { GalleryResponse } from '@painting-site/gateway/contract/gallery';
import sharp from 'sharp';
import { getContainerRuntimeClient } from 'testcontainers';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const gatewayContainerId = inject('gatewayContainerId');

/** Where the gateway image keeps its bundles (the Dockerfile's WORKDIR and `dist/`). */
const SHIPPED_DIR = '/app/dist';
/**
 * Strings only the demo has: the SVG element its scene drawing builds every shadow and sky
 * with, and the demo contractor's name.
 */
const DEMO_MARKERS = ['radialGradient', 'Brightside Painting'] as const;
/** `import … from "./x.mjs"`, `export … from "./x.mjs"` and `import "./x.mjs"`: not `import()`. */
const STATIC_IMPORT = /^\s*(?:(?:import|export)\s[^;]*?\sfrom\s*|import\s*)["'](\.\/[\w.-]+\.m?js)["']/gm;

async function readShipped(file: string): Promise<string> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(gatewayContainerId);
  const result = await client.container.exec(container, ['cat', `${SHIPPED_DIR}/${file}`]);
  if (result.exitCode !== 0) throw new Error(`reading ${file} failed (${result.exitCode}): ${result.output}`);
  return result.stdout;
}

/** The server bundle and every file it imports statically, i.e. everything a start loads. */
async function serverAtStart(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const pending = ['server.mjs'];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    const text = await readShipped(file);
    files.set(file, text);
    for (const [, imported] of text.matchAll(STATIC_IMPORT)) if (imported) pending.push(imported.slice(2));
  }
  return files;
}

describe('the gateway image', () => {
  it('loads no demo content when the server starts: the demo is its own bundle, imported on demand', async () => {
    const server = await serverAtStart();
    for (const [file, text] of server) {
      for (const marker of DEMO_MARKERS) expect(text, `${marker} in ${file}`).not.toContain(marker);
    }
    expect(server.get('server.mjs')).toContain('import("./demo.mjs")');

    const demo = await readShipped('demo.mjs');
    for (const marker of DEMO_MARKERS) expect(demo).toContain(marker);
  });
});

describe('a first start with SEED_DEMO=true', () => {
  it('seeds the demo site, its gallery pictures served as WebP at every width', async () => {
    const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as SiteDetails;
    expect(site.name).toBe('Brightside Painting');

    const gallery = (await (await fetch(`${baseUrl}/api/gallery`)).json()) as GalleryResponse;
    expect(new Set(gallery.items.map((item) => item.category))).toEqual(new Set(gallery.categories));
    for (const item of gallery.items) {
      expect(item.image.variants.length, item.title).toBeGreaterThan(0);
      for (const variant of item.image.variants) {
        const response = await fetch(`${baseUrl}${variant.url}`);
        expect(response.status, variant.url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(picture).toMatchObject({ format: 'webp', width: variant.width });
      }
    }
  });
});

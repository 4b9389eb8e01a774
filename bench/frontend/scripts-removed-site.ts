import { GenericContainer, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';
import { IMAGES } from '../../tests/stack/images.ts';
import { newPublicVolume, PUBLIC_DIR, startWeb } from '../../tests/stack/start-stack.ts';

/** Where the copy is made, in the one-off container that makes it. */
const COPY_DIR = '/scripts-removed';

// Node in the gateway image: copies the published site and takes every module script and module
// preload out of its pages, leaving the HTML, inline CSS, data blocks and pictures as they are.
// Each page's .gz is made again from the stripped page (nginx's gzip_static would serve the old).
const STRIP_SCRIPTS = `
const { cpSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { gzipSync, constants } = require('node:zlib');
cpSync(${JSON.stringify(PUBLIC_DIR)}, ${JSON.stringify(COPY_DIR)}, { recursive: true });
const pages = ${JSON.stringify(`${COPY_DIR}/pages`)};
for (const name of readdirSync(pages).filter((name) => name.endsWith('.html'))) {
  const file = pages + '/' + name;
  const html = readFileSync(file, 'utf8');
  const stripped = html
    .replace(/<script type="module"[^>]*><\\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  if (stripped === html) throw new Error(name + ' has no module script to take out');
  writeFileSync(file, stripped);
  writeFileSync(file + '.gz', gzipSync(stripped, { level: constants.Z_BEST_COMPRESSION }));
}
`;

/** Polls until the gateway has published the home page (a boot script in its first response). */
export async function waitForPublishedSite(siteUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await fetch(`${siteUrl}/`)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes('data-app=')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${siteUrl} served no published page within ${timeoutMs} ms`);
}

/**
 * The baseline for the published pages: the same pages without their scripts, served by another
 * nginx from the web image (same configuration, compression and headers) from a copy of the
 * site-public volume. What a page costs for being an app, rather than a document, shows beside it.
 */
export async function startScriptsRemovedSite(
  network: StartedNetwork,
  publicVolume: string,
): Promise<{ web: StartedTestContainer; volume: string }> {
  const volume = newPublicVolume();
  // As root: the new volume's mount point is Docker's, not the image's user's.
  const copier = await new GenericContainer(IMAGES.gateway)
    .withUser('root')
    .withBindMounts([
      { source: publicVolume, target: PUBLIC_DIR, mode: 'ro' },
      { source: volume, target: COPY_DIR, mode: 'rw' },
    ])
    .withCommand(['node', '-e', STRIP_SCRIPTS])
    .withWaitStrategy(Wait.forOneShotStartup())
    .start();
  await copier.stop(); // removed, so the volume can be once the bench is done
  const web = await startWeb(network, undefined, { publicVolume: volume });
  return { web, volume };
}

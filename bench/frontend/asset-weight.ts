import type { Browser, Request } from 'playwright-core';

export interface AssetWeight {
  /** Response body bytes as they crossed the wire (gzip-encoded where nginx compressed them). */
  bytes: number;
  files: number;
}

export interface RouteAssets {
  js: AssetWeight;
  css: AssetWeight;
  /** JS and CSS that came without a Content-Encoding (counted as sent): nginx leaves files under 1 KiB alone. */
  unencoded: AssetWeight;
}

const ASSET_KINDS = { script: 'js', stylesheet: 'css' } as const;
type AssetKind = (typeof ASSET_KINDS)[keyof typeof ASSET_KINDS];

function kindOf(request: Request): AssetKind | undefined {
  return ASSET_KINDS[request.resourceType() as keyof typeof ASSET_KINDS];
}

/**
 * Loads `url` in a fresh context (empty cache, Chromium's own Accept-Encoding) until the network
 * has been idle for 500 ms, so the page's lazy route chunk is in, and adds up its JS and CSS.
 * Bytes are Playwright's `responseBodySize`: CDP's Network.loadingFinished encodedDataLength
 * less the response headers, i.e. the gzip body exactly as nginx sent it.
 */
export async function measureRouteAssets(browser: Browser, url: string): Promise<RouteAssets> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const finished: Request[] = [];
    const failed: string[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (failed.length > 0) throw new Error(`${url}: requests failed: ${failed.join(', ')}`);

    const assets: RouteAssets = {
      js: { bytes: 0, files: 0 },
      css: { bytes: 0, files: 0 },
      unencoded: { bytes: 0, files: 0 },
    };
    for (const request of finished) {
      const kind = kindOf(request);
      if (!kind) continue;
      const sizes = await request.sizes();
      assets[kind].bytes += sizes.responseBodySize;
      assets[kind].files += 1;
      const encoding = await (await request.response())?.headerValue('content-encoding');
      if (!encoding) {
        assets.unencoded.bytes += sizes.responseBodySize;
        assets.unencoded.files += 1;
      }
    }
    return assets;
  } finally {
    await context.close();
  }
}

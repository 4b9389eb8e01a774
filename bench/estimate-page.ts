// The customer's estimate page in `npm run bench`: an estimate of three options sent through the
// stack's API, then, on its private page as nginx serves it, the gzip bytes of the JavaScript it
// loads and Lighthouse's mobile preset (median of LIGHTHOUSE_RUNS runs, LCP beside it); and the
// time the gateway's PDF writer takes for a 3-option, 60-line estimate against a 1-line one.
// SEO is printed but not held to the minimum: the page is a private link and says noindex on purpose.
import { request } from 'node:http';
import { ADMIN_ESTIMATES_PATH, adminEstimatePath, type Estimate } from '@painting-site/gateway/contract/estimates';
import { measureEstimatePdf, PDF_RUNS } from '../gateway/bench/estimate-timing.ts';
import { threeOptionDraft } from '../gateway/src/testing/estimate-fixture.ts';
import { sendQuoteRequest } from '../tests/stack/owner.ts';
import { STACK_SITE_URL } from '../tests/stack/start-stack.ts';
import { launchDebuggableChromium } from './frontend/debuggable-chromium.ts';
import { LIGHTHOUSE_CATEGORIES, type LighthouseFigures, runLighthouse } from './frontend/lighthouse-audit.ts';
import { waitForQuietMachine } from './frontend/quiet-machine.ts';
import { printTable, round } from './table.ts';

/** The island's own budget (issue 51: a public page's script at most 10 KB). */
export const ESTIMATE_PAGE_JS_BUDGET_BYTES = 10 * 1024;
const RUNS = 9;
const MIN_SCORE = 90;

/** The bytes of `url` as sent with gzip asked for (Node's fetch would hand them back unzipped). */
function gzipBytes(url: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, encoding: String(response.headers['content-encoding']) }),
      );
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Sends an estimate through the stack at `site` (nginx on the loopback) and answers its customer page there. */
async function sentEstimatePage(site: string, token: string): Promise<string> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${site}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Estimate;
  };
  const { id: requestId } = await sendQuoteRequest(site, {
    name: 'José Muñoz',
    email: 'jose@example.com',
    address: '12 Elm St, Portland, OR 97214',
    details: 'Living room, hall and trim.',
  });
  const created = await call('POST', ADMIN_ESTIMATES_PATH, { requestId });
  await call('PUT', adminEstimatePath(created.id), threeOptionDraft(created.draft.expiresOn));
  const sent = await call('POST', `${adminEstimatePath(created.id)}/send`);
  if (!sent.customerUrl) throw new Error('the sent estimate has no customer page');
  return sent.customerUrl.replace(STACK_SITE_URL, site);
}

/**
 * On the bench's stack (nginx at `site` on the loopback, the gateway with a site address: a site
 * without one sends no estimate, as its link would lead nowhere); `token` is the owner's.
 */
export async function benchEstimatePage(site: string, token: string): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  const page = await sentEstimatePage(site, token);
  const html = await (await fetch(page)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((found) => new URL(found[1] ?? '', page).href);
  const weights = await Promise.all(scripts.map(gzipBytes));
  const jsBytes = weights.reduce((sum, weight) => sum + weight.bytes, 0);
  const htmlGzip = await gzipBytes(page);

  const chromium = await launchDebuggableChromium();
  const runs: LighthouseFigures[] = [];
  try {
    // One run not counted: a fresh Chromium pays once for its own caches.
    await runLighthouse(page, chromium.port);
    for (let run = 1; run <= RUNS; run += 1) {
      await waitForQuietMachine();
      runs.push((await runLighthouse(page, chromium.port)).figures);
    }
  } finally {
    await chromium.close();
  }
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, median(runs.map((one) => one.scores[category]))]),
  );
  const pdf = await measureEstimatePdf();

  printTable(
    `The customer's estimate page (3 options, through nginx; Lighthouse mobile, median of ${RUNS})`,
    ['figure', 'value'],
    [
      [
        'JavaScript, gzip as sent',
        `${jsBytes} B in ${scripts.length} file (${weights.map((one) => one.encoding).join(', ')}); budget ${ESTIMATE_PAGE_JS_BUDGET_BYTES} B`,
      ],
      ['HTML, gzip as sent', `${htmlGzip.bytes} B`],
      ...LIGHTHOUSE_CATEGORIES.map((category) => [
        `Lighthouse ${category}`,
        category === 'seo' ? `${scores[category]} (noindex on purpose: a private link)` : String(scores[category]),
      ]),
      ['LCP', `${round(median(runs.map((one) => one.lcpMs)))} ms`],
      ['TBT', `${round(median(runs.map((one) => one.tbtMs)))} ms`],
      ['CLS', round(median(runs.map((one) => one.cls)), 3)],
      [
        `PDF, 3 options × 20 lines (${pdf.lines} lines)`,
        `${round(pdf.large.medianMs)} ms median of ${PDF_RUNS} (first ${round(pdf.large.firstMs)} ms), ${pdf.large.bytes} B`,
      ],
      [
        'PDF, 1 line (the fixed cost)',
        `${round(pdf.small.medianMs)} ms median of ${PDF_RUNS}; 60 lines = ${(pdf.large.medianMs / pdf.small.medianMs).toFixed(1)}× it`,
      ],
    ],
  );
  if (jsBytes > ESTIMATE_PAGE_JS_BUDGET_BYTES)
    problems.push(`the estimate page's JS is ${jsBytes} B gzip, over ${ESTIMATE_PAGE_JS_BUDGET_BYTES} B`);
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const score = scores[category] ?? 0;
    if (category !== 'seo' && score < MIN_SCORE)
      problems.push(`the estimate page: ${category} ${score} < ${MIN_SCORE}`);
  }
  return { problems };
}

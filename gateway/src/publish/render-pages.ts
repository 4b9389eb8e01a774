import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SubmittedQuoteForm } from '../../contract/plain-quote-form.ts';
import type { PublicContent, RenderedPage } from '../../contract/public-content.ts';

/** A render that takes longer than this has hung: its worker is ended and the publish fails. */
export const RENDER_TIMEOUT_MS = 30_000;
/** A runaway render ends its worker (ERR_WORKER_OUT_OF_MEMORY), not the gateway. */
const RENDER_WORKER_HEAP_MB = 256;

// From source (node src/server.ts, vitest) this module sits in src/publish/; in the build it is
// part of dist/server.mjs, beside dist/render-worker.mjs and the copied dist/render.mjs.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const RENDER_WORKER = FROM_SOURCE
  ? new URL('./render-worker.ts', import.meta.url)
  : new URL('./render-worker.mjs', import.meta.url);

/** The web's server bundle (`PageRenderer`): built by `npm run build -w web`, copied into dist by the gateway's build. */
export const DEFAULT_RENDERER = FROM_SOURCE
  ? new URL('../../../web/dist-server/render.mjs', import.meta.url)
  : new URL('./render.mjs', import.meta.url);

export const rendererExists = (renderer: URL) => existsSync(fileURLToPath(renderer));

/** What the worker is given. */
export interface RenderJob {
  /** The renderer module's URL. */
  renderer: string;
  content: PublicContent;
  paths: string[];
  /** A quote form sent without the app, for the contact page to be rendered around. */
  form?: SubmittedQuoteForm | undefined;
}

/** A page as the renderer returned it, before it is checked. */
export interface UncheckedPage {
  path: string;
  status: unknown;
  html: unknown;
}

/** What the worker answers. */
export type RenderOutcome = { ok: true; pages: UncheckedPage[] } | { ok: false; error: string };

export interface RenderedPages {
  pages: Array<RenderedPage & { path: string }>;
  /** Whatever the renderer wrote to its console (React's warnings), for the log. */
  console: string;
}

function checked(page: UncheckedPage): RenderedPage & { path: string } {
  const { path, status, html } = page;
  if (status !== 200 && status !== 404) throw new Error(`the renderer answered ${path} with status ${String(status)}`);
  if (typeof html !== 'string' || html.trim() === '') throw new Error(`the renderer answered ${path} with no HTML`);
  return { path, status, html };
}

/**
 * Renders `paths` with the renderer module in a worker thread started for this call and ended
 * after it. Rejects, with the reason, when the renderer throws, answers something that is not a
 * page, hangs past `timeoutMs` or takes the worker down.
 */
export function renderPages(
  renderer: URL,
  content: PublicContent,
  paths: string[],
  { timeoutMs = RENDER_TIMEOUT_MS, form }: { timeoutMs?: number; form?: SubmittedQuoteForm } = {},
): Promise<RenderedPages> {
  const job: RenderJob = { renderer: renderer.href, content, paths, form };
  const worker = new Worker(RENDER_WORKER, {
    workerData: job,
    stdout: true,
    stderr: true,
    resourceLimits: { maxOldGenerationSizeMb: RENDER_WORKER_HEAP_MB },
  });
  let output = '';
  worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  return new Promise<RenderedPages>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().then(finish, finish);
    };
    const fail = (error: Error) => settle(() => reject(error));
    const timer = setTimeout(() => fail(new Error(`the renderer took longer than ${timeoutMs} ms`)), timeoutMs);

    worker.once('message', (outcome: RenderOutcome) => {
      if (!outcome.ok) return fail(new Error(`the renderer threw: ${outcome.error}`));
      try {
        const pages = outcome.pages.map(checked);
        settle(() => resolve({ pages, console: output }));
      } catch (error) {
        fail(error as Error);
      }
    });
    worker.once('error', (error) => fail(new Error(`the render worker failed: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => fail(new Error(`the render worker exited (code ${code}) before it answered`)));
  });
}

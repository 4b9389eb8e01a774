// The render worker: loads the web's server bundle, renders the pages it is asked for, posts
// them back and ends. A thread of its own per publish, so React's memory goes with it and the
// gateway's requests never wait on a render. Plain Node runs it (type stripping): it imports
// nothing at run time but Node's own modules and the renderer.
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRenderer } from '../../contract/public-content.ts';
import type { RenderJob, RenderOutcome, UncheckedPage } from './render-pages.ts';

const job = workerData as RenderJob;

async function render(): Promise<RenderOutcome> {
  try {
    const renderer = (await import(job.renderer)) as Partial<PageRenderer>;
    if (typeof renderer.renderPage !== 'function') throw new Error('the module exports no renderPage function');
    const pages: UncheckedPage[] = [];
    for (const path of job.paths) {
      const page: unknown = await renderer.renderPage(path, job.content, job.form);
      // Only the two fields travel back: anything else the renderer returns need not be cloneable.
      const { status, html } = (page ?? {}) as Record<string, unknown>;
      pages.push({ path, status, html });
    }
    return { ok: true, pages };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.postMessage(await render());

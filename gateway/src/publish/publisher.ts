import type { Logger } from '../logger.ts';
import { type PublishSiteDeps, publishSite } from './publish-site.ts';

/** Edits close together (a reorder, then a title) go out in one publish. */
export const PUBLISH_DEBOUNCE_MS = 50;

/** The outcome of one publish, for the log and health checks. */
export interface PublishRun {
  /** 1 for the first publish since the gateway started. */
  number: number;
  finishedAt: string;
  ms: number;
  ok: boolean;
  /** Whether the pages were rendered (false without a renderer: content.json, robots and sitemap only). */
  rendered: boolean;
  /** Why it failed. */
  error?: string;
}

export interface Publisher {
  /**
   * Publishes the current content within `delayMs` (default: the debounce), or right after the
   * publish under way: changes close together share one publish.
   */
  schedule(delayMs?: number): void;
  /** Resolves once no publish is waiting or running. */
  whenIdle(): Promise<void>;
  lastRun(): PublishRun | undefined;
  /** Publishes what is still waiting at once, then accepts no more; resolves when done. */
  stop(): Promise<void>;
}

interface PublisherDeps extends PublishSiteDeps {
  logger: Logger;
  debounceMs?: number;
}

/**
 * Runs publishSite one at a time. A change while a publish runs leads to exactly one more,
 * which reads the content as it is then; changes while that one waits join it.
 */
export function createPublisher(deps: PublisherDeps): Publisher {
  const { logger, debounceMs = PUBLISH_DEBOUNCE_MS } = deps;
  let timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires. */
  let firesAt = 0;
  let running: Promise<void> | undefined;
  /** When the oldest change not yet being published came in. */
  let pendingSince: number | undefined;
  let stopped = false;
  let runs = 0;
  let last: PublishRun | undefined;
  let warnedNoRenderer = false;
  const idleWaiters: Array<() => void> = [];

  const isIdle = () => timer === undefined && running === undefined && pendingSince === undefined;

  function arm(delayMs: number) {
    clearTimeout(timer);
    firesAt = performance.now() + Math.max(0, delayMs);
    timer = setTimeout(start, Math.max(0, delayMs));
  }

  function start() {
    timer = undefined;
    pendingSince = undefined;
    running = publishOnce().finally(() => {
      running = undefined;
      if (pendingSince !== undefined) arm(stopped ? 0 : pendingSince + debounceMs - performance.now());
      else for (const resolve of idleWaiters.splice(0)) resolve();
    });
  }

  async function publishOnce(): Promise<void> {
    const number = ++runs;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const published = await publishSite(deps);
      if (published.rendererConsole) {
        logger.warn(
          { run: number, output: published.rendererConsole.slice(0, 4000) },
          'the renderer wrote to its console',
        );
      }
      if (!published.rendered && !warnedNoRenderer) {
        logger.warn(
          { renderer: deps.renderer?.href ?? null },
          'pages are not rendered: no renderer module (run `npm run build -w web`); content.json, robots.txt and sitemap.xml are published, and nginx serves the SPA shell',
        );
      }
      warnedNoRenderer = !published.rendered;
      last = { number, finishedAt: new Date().toISOString(), ms: elapsed(), ok: true, rendered: published.rendered };
      logger.info(
        { run: number, ms: last.ms, files: published.files, rendered: published.rendered },
        'published the site',
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      last = { number, finishedAt: new Date().toISOString(), ms: elapsed(), ok: false, rendered: false, error: reason };
      logger.error(
        { err: error, run: number, ms: last.ms },
        'publishing failed: the site keeps its last published files',
      );
    }
  }

  function whenIdle(): Promise<void> {
    return isIdle() ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    schedule(delayMs = debounceMs) {
      if (stopped) return;
      const now = performance.now();
      pendingSince ??= now;
      if (running !== undefined) return;
      if (timer === undefined || firesAt > now + delayMs) arm(delayMs);
    },
    whenIdle,
    lastRun: () => last,
    stop() {
      stopped = true;
      if (timer !== undefined) {
        clearTimeout(timer);
        start();
      }
      return whenIdle();
    },
  };
}

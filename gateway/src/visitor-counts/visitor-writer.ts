import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import type { CountedEvent } from './site-event-store.ts';
import type { DaySalt } from './visitor-salt-store.ts';

const WRITER_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./visitor-writer-worker.ts', import.meta.url)
  : new URL('./visitor-writer-worker.mjs', import.meta.url);

/** The longest a drain (the owner's report, the hourly fold, shutdown) waits for the thread's writes. */
export const VISITOR_DRAIN_WAIT_MS = 10_000;

/** What the thread marks as done when it cannot write at all: beyond any batch's number. */
export const WRITER_GAVE_UP = 0x7fffffff;

/** What the thread is started with: the database file, and where it says how far it has written. */
export interface WriterJob {
  databasePath: string;
  /** One Int32: the number of the last batch the thread is done with (committed or failed). */
  done: SharedArrayBuffer;
}

export interface WriterBatch {
  seq: number;
  events: CountedEvent[];
  salt: DaySalt;
}

/** Posted back only for a batch that could not be stored. */
export interface WriterFailure {
  seq: number;
  events: number;
  error: string;
}

export interface VisitorWriter {
  /** Hands the batch, and the salt it keeps with it (SiteEventStore.addAll), to the thread and returns at once. */
  write(events: CountedEvent[], salt: DaySalt): void;
  /**
   * Blocks until every batch handed over is committed or has failed, at most `drainWaitMs`
   * (VISITOR_DRAIN_WAIT_MS): false when it is not done by then (the batches are still written later).
   */
  drain(): boolean;
  /** Drains, then closes the thread's connection and ends it. */
  close(): Promise<void>;
}

/**
 * Writes the visitor counts' batches in a thread of its own, with its own connection to the
 * database. A commit's fsync, and a WAL checkpoint behind it, can take over a second on a busy
 * disk (1.1–1.7 s measured in `npm run bench` on 2026-11-28): on the main thread that stalled
 * every request the gateway was answering. `onBroken` is called if the thread fails; the caller
 * then writes on its own connection again.
 */
export function startVisitorWriter(
  databasePath: string,
  logger: Logger,
  onBroken: () => void,
  drainWaitMs = VISITOR_DRAIN_WAIT_MS,
): VisitorWriter {
  const done = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(WRITER_WORKER, { workerData: { databasePath, done: done.buffer } satisfies WriterJob });
  let posted = 0;
  let alive = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  // A thread that died takes its unwritten batches with it: a drain must not wait for them.
  const broken = (reason: string, error?: unknown) => {
    if (!alive) return;
    alive = false;
    const unwritten = Math.max(0, posted - Atomics.load(done, 0));
    logger.warn({ err: error, batches: unwritten }, `visitor counts' writer ${reason}: the gateway writes them itself`);
    Atomics.store(done, 0, WRITER_GAVE_UP);
    onBroken();
  };
  worker.on('message', (failure: WriterFailure) => {
    // A full or read-only disk: counts are worth less than memory, so the batch goes.
    logger.warn({ err: new Error(failure.error), events: failure.events }, 'could not store visitor counts');
  });
  worker.once('error', (error) => broken('failed', error));
  worker.once('exit', (code) => broken(`exited (code ${code})`));
  // The counter's timers already keep nothing alive; neither does its thread.
  worker.unref();

  const drain = () => {
    const deadline = performance.now() + drainWaitMs;
    for (;;) {
      const finished = Atomics.load(done, 0);
      if (finished >= posted) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      Atomics.wait(done, 0, finished, left);
    }
  };

  return {
    write(events, salt) {
      if (events.length === 0) return;
      posted += 1;
      worker.postMessage({ seq: posted, events, salt } satisfies WriterBatch);
    },
    drain,
    async close() {
      if (!alive) return;
      if (!drain()) logger.warn({ batches: posted - Atomics.load(done, 0) }, 'visitor counts still unwritten at close');
      alive = false;
      worker.postMessage('close');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, VISITOR_DRAIN_WAIT_MS)))]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}

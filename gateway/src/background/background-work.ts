/** Work started in the background (an e-mail's tries, a push), which a stop waits for. */
export interface BackgroundWork {
  /**
   * Keeps the work until it settles and hands it back. Its rejection is handled here (a caller
   * that lets it run never sees one); a caller that awaits it still gets it. A function is called
   * at once, and a throw of it counts as a rejection.
   */
  track<T>(work: Promise<T> | (() => Promise<T>)): Promise<T>;
  /** Resolves once all the work has settled, including work tracked while it waits; never rejects. */
  drain(): Promise<void>;
  /** How much work is under way. */
  readonly size: number;
}

/** The work under way of one part of the gateway, so its close() can wait for it before the database closes. */
export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<unknown>>();

  const start = <T>(work: Promise<T> | (() => Promise<T>)): Promise<T> => {
    if (typeof work !== 'function') return work;
    try {
      return work();
    } catch (error) {
      return Promise.reject(error);
    }
  };

  return {
    track(work) {
      const started = start(work);
      running.add(started);
      const settled = () => running.delete(started);
      started.then(settled, settled);
      return started;
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    get size() {
      return running.size;
    },
  };
}

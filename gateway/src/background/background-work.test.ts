import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

/** A promise and the means to settle it from outside. */
const deferred = <T = void>() => Promise.withResolvers<T>();

describe('createBackgroundWork', () => {
  it('hands back the work it tracks, and counts it until it settles', async () => {
    const work = createBackgroundWork();
    const sending = deferred<string>();
    const tracked = work.track(sending.promise);
    expect(tracked).toBe(sending.promise);
    expect(work.size).toBe(1);
    sending.resolve('sent');
    await expect(tracked).resolves.toBe('sent');
    expect(work.size).toBe(0);
  });

  it('starts work given as a function at once', async () => {
    const work = createBackgroundWork();
    const job = vi.fn(async () => 'done');
    const tracked = work.track(job);
    expect(job).toHaveBeenCalledOnce();
    await expect(tracked).resolves.toBe('done');
  });

  it('lets no rejection go unhandled, while a caller that awaits the work still gets it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const work = createBackgroundWork();
      void work.track(Promise.reject(new Error('refused')));
      void work.track(() => {
        throw new Error('threw before its first await');
      });
      const awaited = work.track(async () => {
        throw new Error('awaited');
      });
      await expect(awaited).rejects.toThrow('awaited');
      await work.drain();
      // Unhandled rejections are reported after the microtasks of a turn: give them one.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(work.size).toBe(0);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('drains the work under way, including work tracked while it waits, and never rejects', async () => {
    const work = createBackgroundWork();
    const first = deferred();
    const second = deferred();
    let drained = false;
    void work.track(first.promise.then(() => void work.track(second.promise)));
    const draining = work.drain().then(() => {
      drained = true;
    });
    first.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drained).toBe(false);
    second.reject(new Error('failed late'));
    await draining;
    expect(drained).toBe(true);
    expect(work.size).toBe(0);
  });

  it('drains at once when nothing is under way', async () => {
    await expect(createBackgroundWork().drain()).resolves.toBeUndefined();
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';

/** A draft is saved this long after the owner stops typing (and at once when a field loses focus). */
export const ESTIMATE_AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | {
      kind: 'failed';
      reason: string;
      /** Whether the same draft may be sent again as it is (no connection); not when the draft itself was refused. */
      retryable: boolean;
    };

/** What a failed save says, and whether sending the same again may help. */
export type SaveFailure = { reason: string; retryable: boolean };

type AutosaveOptions = {
  /** Saves what is on screen now; throws to fail. */
  save: () => Promise<void>;
  /** Says what a failure means for the owner. */
  failure: (error: unknown) => SaveFailure;
};

/**
 * Saving as the owner types: `changed` after every edit schedules a save for when the typing
 * stops, `flush` saves at once (a field left, Send pressed) and tells whether everything typed is
 * saved. One save runs at a time; edits made while it runs are saved by the next.
 */
export function useAutosave({ save, failure }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  /** Edits made, and the count of them the gateway has. */
  const edits = useRef(0);
  const savedEdits = useRef(0);
  /** The count of edits a save refused (the same draft would be refused again). */
  const refusedEdits = useRef(-1);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const handlers = useRef({ save, failure });
  handlers.current = { save, failure };
  const [unsent, setUnsent] = useState(false);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const run = useCallback(async (): Promise<boolean> => {
    clearTimer();
    while (running.current) await running.current;
    if (stopped.current) return false;
    if (edits.current === savedEdits.current) return true;
    const target = edits.current;
    const work = (async () => {
      setStatus({ kind: 'saving' });
      setUnsent(false);
      try {
        await handlers.current.save();
        savedEdits.current = Math.max(savedEdits.current, target);
        if (edits.current === target) setStatus({ kind: 'saved' });
        return true;
      } catch (error) {
        const { reason, retryable } = handlers.current.failure(error);
        if (!retryable) refusedEdits.current = target;
        setStatus({ kind: 'failed', reason, retryable });
        setUnsent(true);
        return false;
      }
    })();
    running.current = work;
    try {
      return await work;
    } finally {
      running.current = null;
    }
  }, [clearTimer]);

  /** After an edit: a save once the owner has stopped typing for a moment. */
  const changed = useCallback(() => {
    edits.current += 1;
    setUnsent(true);
    clearTimer();
    timer.current = setTimeout(() => void run(), ESTIMATE_AUTOSAVE_DELAY_MS);
  }, [clearTimer, run]);

  /** A field lost focus: saves now, unless the same draft was refused already. */
  const saveNow = useCallback(() => {
    if (edits.current === savedEdits.current || edits.current === refusedEdits.current) return;
    void run();
  }, [run]);

  /** Saves now whatever is not saved; resolves true once everything typed is saved. */
  const flush = useCallback(() => run(), [run]);

  /** No more saves (the draft was deleted, or accepted meanwhile). */
  const stop = useCallback(() => {
    stopped.current = true;
    clearTimer();
  }, [clearTimer]);

  // Leaving the editor with a save scheduled: it is sent now rather than lost.
  useEffect(
    () => () => {
      if (timer.current !== null && !stopped.current) void run();
      clearTimer();
    },
    [clearTimer, run],
  );

  /** Saves again after a stop (the draft stayed after all). */
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { status, changed, saveNow, flush, stop, resume, unsent };
}

import { useEffect, useRef } from 'react';

interface AutoClose {
  /** Counting down: on screen, not paused. */
  running: boolean;
  timeoutMs: number;
  /** A new value starts the full time again (the toast was updated). */
  restartKey: string;
  onExpire: () => void;
}

/** Calls onExpire after timeoutMs of running time; a pause keeps the time that was left. */
export function useAutoClose({ running, timeoutMs, restartKey, onExpire }: AutoClose): void {
  const remainingMs = useRef(timeoutMs);

  // Declared before the countdown so that, on a restart, the countdown's cleanup has already
  // booked the elapsed time and this resets what is left before the next countdown starts.
  useEffect(() => {
    remainingMs.current = timeoutMs;
  }, [restartKey, timeoutMs]);

  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const timer = setTimeout(onExpire, Math.max(0, remainingMs.current));
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [running, restartKey, timeoutMs, onExpire]);
}

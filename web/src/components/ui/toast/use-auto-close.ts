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
  // The time left, and the key and timeout it was counted for.
  const countdown = useRef({ restartKey, timeoutMs, remainingMs: timeoutMs });

  useEffect(() => {
    // The previous run's cleanup has booked its elapsed time; a new key or timeout starts afresh,
    // running or not, so a toast updated while paused gets the full time when it resumes.
    if (countdown.current.restartKey !== restartKey || countdown.current.timeoutMs !== timeoutMs) {
      countdown.current = { restartKey, timeoutMs, remainingMs: timeoutMs };
    }
    if (!running) return;
    const current = countdown.current;
    const startedAt = Date.now();
    const timer = setTimeout(onExpire, Math.max(0, current.remainingMs));
    return () => {
      clearTimeout(timer);
      current.remainingMs -= Date.now() - startedAt;
    };
  }, [running, restartKey, timeoutMs, onExpire]);
}

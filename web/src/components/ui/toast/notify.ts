import { toast } from 'react-hot-toast/headless';
import { TOAST_TIMEOUT_MS } from '@/config/constants.ts';

export interface NotifyOptions {
  /** Reuse a toast instead of adding another: the same id updates the one already shown. */
  id?: string;
  /** Time on screen before it closes by itself; TOAST_TIMEOUT_MS unless a caller needs otherwise. */
  timeoutMs?: number;
}

type Kind = 'success' | 'error' | 'info' | 'loading';

// react-hot-toast keeps the toasts (its store); the region decides when each shows and closes.
// The store's own timers are off (duration Infinity in the region) because they would run for
// queued toasts too and pause every toast at once, so each toast's time is kept here.
const customTimeouts = new Map<string, number>();

export function toastTimeoutMs(id: string): number {
  return customTimeouts.get(id) ?? TOAST_TIMEOUT_MS;
}

export function forgetToastTimeout(id: string): void {
  customTimeouts.delete(id);
}

function show(kind: Kind, message: string, options: NotifyOptions = {}): string {
  const storeOptions = options.id === undefined ? {} : { id: options.id };
  const id = kind === 'info' ? toast(message, storeOptions) : toast[kind](message, storeOptions);
  if (options.timeoutMs === undefined) customTimeouts.delete(id);
  else customTimeouts.set(id, options.timeoutMs);
  return id;
}

type Outcome<T> = string | ((value: T) => string);
const describe = <T>(outcome: Outcome<T>, value: T) => (typeof outcome === 'function' ? outcome(value) : outcome);

/** The one way the app raises a toast. Messages are plain text, never markup. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id: string) => toast.dismiss(id),

  /** A toast that says `loading` while the work runs (it does not time out), then how it ended. */
  async promise<T>(
    work: Promise<T>,
    messages: { loading: string; success: Outcome<T>; error: Outcome<unknown> },
    options: NotifyOptions = {},
  ): Promise<T> {
    const id = show('loading', messages.loading, options);
    try {
      const value = await work;
      show('success', describe(messages.success, value), { ...options, id });
      return value;
    } catch (error) {
      show('error', describe(messages.error, error), { ...options, id });
      throw error;
    }
  },
};

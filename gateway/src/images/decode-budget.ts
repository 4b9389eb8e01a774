import { ERROR_CODES } from '../../contract/errors.ts';

/**
 * Pictures decoded at once across the whole gateway. Each decode holds its picture's reduced
 * pixels and keeps a core busy for about a second: on a 2-core server, one leaves the other core
 * to every other request (measured: with two at once, the owner's sign-in took up to 6× its idle
 * time during a burst of uploads; with one, under 3×).
 */
export const DECODES_AT_ONCE = 1;
/** Uploads that may wait for a turn; past them, the upload is refused at once rather than piling up bytes. */
export const DECODES_WAITING = 4;
/** A decode takes a second or two: by then the queue has moved. */
export const DECODE_BUSY_RETRY_AFTER_SECONDS = 5;
export const DECODE_BUSY_MESSAGE = 'Many pictures are being processed right now. Try again in a moment.';

/** Thrown by `run` when every turn and every place in the queue is taken. */
export class DecodeBusyError extends Error {
  readonly status = 503;
  readonly expose = true;
  readonly code = ERROR_CODES.busy;
  readonly headers = { 'Retry-After': String(DECODE_BUSY_RETRY_AFTER_SECONDS) };

  constructor() {
    super(DECODE_BUSY_MESSAGE);
    this.name = 'DecodeBusyError';
  }
}

export interface DecodeBudget {
  /** Runs `work` in its turn, or throws DecodeBusyError (a 503 with Retry-After) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * One budget for every picture the gateway decodes (visitors' photos, the owner's gallery,
 * before pictures and logo): a picture bomb sent many times at once waits its turn or is
 * refused, and never holds more than DECODES_AT_ONCE pictures in memory.
 */
export function createDecodeBudget({ atOnce = DECODES_AT_ONCE, waiting = DECODES_WAITING } = {}): DecodeBudget {
  let running = 0;
  const queue: Array<() => void> = [];

  return {
    async run(work) {
      if (running >= atOnce) {
        if (queue.length >= waiting) throw new DecodeBusyError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        // The turn passes straight to the next in line, so `running` never counts a turn twice.
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

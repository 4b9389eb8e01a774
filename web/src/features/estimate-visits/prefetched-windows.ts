import type { VisitWindows } from '@painting-site/gateway/contract/estimate-visits';
import { getVisitWindows } from './api/get-visit-windows.ts';

/** The free windows as they came back, or null when they could not be had (the visitor is called instead). */
export type WindowsAnswer = { windows: VisitWindows | null };

type Fetch = { promise: Promise<WindowsAnswer>; settled?: WindowsAnswer };
let ahead: Fetch | undefined;

/** Asks for the free windows while the quote request is on its way, so the picker shows with the confirmation. */
export function prefetchVisitWindows(): void {
  ahead = startFetch();
}

function startFetch(): Fetch {
  const fetch: Fetch = {
    promise: getVisitWindows().then(
      (windows) => ({ windows }),
      () => ({ windows: null }),
    ),
  };
  void fetch.promise.then((answer) => {
    fetch.settled = answer;
  });
  return fetch;
}

/**
 * The windows asked for as the visitor sent the request (each Send asks again), else a request
 * started now. Not used up by reading: a render React retries reads the same.
 */
export function visitWindowsAhead(): Fetch {
  ahead ??= startFetch();
  return ahead;
}

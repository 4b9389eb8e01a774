/** What the page's address and the browser say about how the visitor got here. */
export type Arrival = {
  location: Pick<Location, 'pathname' | 'search' | 'host'>;
  /** `document.referrer`: "" when there is none. */
  referrer: string;
};

// Module memory only: where the visit came from is never written to the browser's storage.
// Kept apart from lead-source.ts, which reads it, so the app's entry carries only these lines
// and not the contract that module needs.
let captured: Arrival | null = null;

/** Notes how the visit arrived, once, as the app starts (before it rewrites the address). */
export function captureLeadSource(): void {
  const { pathname, search, host } = window.location;
  captured ??= { location: { pathname, search, host }, referrer: document.referrer };
}

/** How the visit arrived, as captured when the app started; null before that. */
export function capturedArrival(): Arrival | null {
  return captured;
}

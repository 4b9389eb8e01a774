/**
 * The one script a published page starts with. The page arrives whole from nginx; the app only
 * makes it interactive, so it is fetched and run once the browser has painted the page: its
 * ~105 KB do not share a slow connection with the page itself, and on a slow phone its start-up
 * and hydration do not hold back the first paint. The app's entry is named in `data-app`.
 */
const APP_ATTRIBUTE = 'data-app';
/** Should a browser never report the paint, the app still starts. */
const LATEST_START_MS = 3000;

function startApp(): void {
  const entry = document.querySelector(`script[${APP_ATTRIBUTE}]`)?.getAttribute(APP_ATTRIBUTE);
  if (entry) void import(/* @vite-ignore */ entry);
}

/** Calls `start` once, when the page has had its first contentful paint (at once in a background tab, which does not paint). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(startOnce, LATEST_START_MS);
  if (document.visibilityState === 'hidden') {
    startOnce();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // The paint ends the frame that requestAnimationFrame opens; the timer runs after it.
    requestAnimationFrame(() => setTimeout(startOnce, 0));
  }
}

afterFirstPaint(startApp);

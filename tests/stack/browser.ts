import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/** The Chromium the tests and benchmarks drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network it cannot reach on these machines. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * The visitor's first sign of using the page, which starts the app on a published page
 * (boot-published-page.ts): Shift pressed and let go, which by itself does nothing on any page.
 */
export async function showIntent(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/**
 * Starts the app on the page (the visitor's first sign, on a published page) and waits until it
 * runs it: React has committed its first render into `#root` (a published page: hydration is
 * over, its effects have run). A published page is on screen without its app, which starts when
 * the visitor first uses the page and hydrates in slices, so a check of what the app drives (a
 * filter, a menu, the lightbox, a header link) must wait for it. Reads React's own bookkeeping on
 * the container: the root fiber's state says whether it is still dehydrated.
 */
export async function waitForApp(page: Page): Promise<void> {
  await showIntent(page);
  await page.waitForFunction(appIsRunning);
  // What the app renders once more right after hydration (useAppStarted's aria-expanded, say)
  // commits in the task after the next frame.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 0))));
}

/** Whether the app runs the page now (see waitForApp): a published page a visitor only reads is never run. */
export function appRuns(page: Page): Promise<boolean> {
  return page.evaluate(appIsRunning);
}

/** Runs in the page: React's root fiber on `#root` holds a committed, hydrated render. */
function appIsRunning(): boolean {
  const container = document.getElementById('root');
  if (!container?.firstElementChild) return false;
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (key === undefined) return false;
  type RootFiber = { stateNode?: { current?: { memoizedState?: { element?: unknown; isDehydrated?: boolean } } } };
  const state = (container as unknown as Record<string, RootFiber | undefined>)[key]?.stateNode?.current?.memoizedState;
  return state !== undefined && state.element != null && state.isDehydrated === false;
}

/**
 * Holds back the app's entry script until the returned function is called: the published page is on
 * screen, the app not yet running. Go to the page with `waitUntil: 'domcontentloaded'` meanwhile:
 * the held-back entry would keep `load` from coming.
 */
export async function holdBackApp(page: Page): Promise<() => void> {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}

const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;
const OFFLINE_LOAD = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
// Chromium fails the loads in flight when the host's network interfaces change, as they do when a
// test stops a container (its interface on the Docker bridge goes away).
const NETWORK_CHANGED_LOAD = /^Failed to load resource: net::ERR_NETWORK_CHANGED/;

// The kernel's table of the host's IPv6 addresses: a new interface's link-local address is
// tentative (flag 0x40) until duplicate address detection ends, one to two seconds after a container
// joins a network; only then does it count as the host's address, and Chromium takes its arrival
// as a network change.
const HOST_IPV6_ADDRESSES = '/proc/net/if_inet6';
const IFA_F_TENTATIVE = 0x40;
const SETTLE_TIMEOUT_MS = 10_000;

async function tentativeHostAddresses(): Promise<number> {
  let table: string;
  try {
    table = await readFile(HOST_IPV6_ADDRESSES, 'utf8');
  } catch {
    return 0; // a host without IPv6 has no addresses to settle
  }
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length === 6 && (Number.parseInt(fields[4] ?? '0', 16) & IFA_F_TENTATIVE) !== 0).length;
}

/**
 * Waits until the host's interfaces have settled after containers started: Chromium fails the
 * loads in flight when an address arrives, so a test must not begin while the link-local address
 * of a container's interface is still tentative.
 */
export async function waitForHostNetworkToSettle(): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let waited = false;
  while ((await tentativeHostAddresses()) > 0 && Date.now() < deadline) {
    waited = true;
    await sleep(100);
  }
  // The address's arrival reaches Chromium's network service a moment after the kernel's table.
  if (waited) await sleep(250);
}

export interface PageErrors {
  readonly errors: string[];
  /** Statuses a test provokes on purpose (a refused token's 401); Chromium logs each one. */
  readonly expectedStatuses: Set<number>;
  /** The test takes the network away on purpose: loads failing for that are expected. */
  offlineExpected: boolean;
  /** The test stops a container: loads Chromium fails for the host's network change are expected. */
  networkChangeExpected: boolean;
}

/**
 * Collects what a visitor would never see but a broken page shows: console errors and
 * exceptions. Chromium also logs a document's own error status (the not-found page's 404) and
 * every failed response; tests assert those themselves, so a document's status and statuses a
 * test declared are left out.
 */
export function watchForPageErrors(page: Page): PageErrors {
  const watch: PageErrors = {
    errors: [],
    expectedStatuses: new Set(),
    offlineExpected: false,
    networkChangeExpected: false,
  };
  const documents = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.add(request.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failedLoad = FAILED_LOAD.exec(message.text());
    const expected =
      (watch.offlineExpected && OFFLINE_LOAD.test(message.text())) ||
      (watch.networkChangeExpected && NETWORK_CHANGED_LOAD.test(message.text())) ||
      (failedLoad !== null &&
        (documents.has(message.location().url) || watch.expectedStatuses.has(Number(failedLoad[1]))));
    // The address that failed, where Chromium names one: a bare "Failed to load resource" says nothing.
    const where = failedLoad !== null && message.location().url ? ` (${message.location().url})` : '';
    if (!expected) watch.errors.push(`${message.text()}${where}`);
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  return watch;
}

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Declares responses with these statuses as part of the test, not a broken page. */
  expectFailedResponses(...statuses: number[]): void;
  /** Takes the browser offline; loads failing for that are part of the test. */
  goOffline(): Promise<void>;
  /** Declares that the test stops a container: loads failed by the host's network change are expected. */
  expectNetworkChange(): void;
}

/**
 * One Chromium per test file and a fresh context (no storage, no cookies) per test; each test
 * also fails if its page logged an error or threw.
 */
export function useBrowserPage(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: PageErrors | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    await waitForHostNetworkToSettle();
    context = await browser.newContext();
    page = await context.newPage();
    pageErrors = watchForPageErrors(page);
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors?.errors).toEqual([]);
  });

  return {
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('no browser context outside a test');
      return context;
    },
    expectFailedResponses(...statuses) {
      for (const status of statuses) pageErrors?.expectedStatuses.add(status);
    },
    async goOffline() {
      if (pageErrors) pageErrors.offlineExpected = true;
      await context?.setOffline(true);
    },
    expectNetworkChange() {
      if (pageErrors) pageErrors.networkChangeExpected = true;
    },
  };
}

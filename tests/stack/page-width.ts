import { ADMIN_ESTIMATES_PATH, adminEstimatePath, type Estimate } from '@painting-site/gateway/contract/estimates';
import type { Page } from 'playwright-core';
import { threeOptionDraft } from '../../gateway/src/testing/estimate-fixture.ts';
import { paths } from '../../web/src/config/paths.ts';

/**
 * Every dashboard page, from the app's own path table: a section added later is walked too.
 * `:id` stands for a quote request's id, or an estimate's on an estimate's page (dashboardPath).
 */
export const DASHBOARD_PATHS = Object.values(paths).filter(
  (path) => path === paths.adminDashboard || path.startsWith(`${paths.adminDashboard}/`),
);

/** A path of DASHBOARD_PATHS with its `:id` filled: the estimate's on an estimate's page, else the request's. */
export function dashboardPath(path: string, ids: { request: number | string; estimate: number | string }): string {
  return path.replace(':id', String(path === paths.adminEstimate ? ids.estimate : ids.request));
}

/**
 * An estimate of three options written for the request `requestId` through the owner's API (as the
 * editor saves it): the estimate's page to walk. Answers its id.
 */
export async function writeEstimate(baseUrl: string, token: string, requestId: number | string): Promise<number> {
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await call('POST', ADMIN_ESTIMATES_PATH, { requestId: Number(requestId) });
  if (created.status !== 201) throw new Error(`writing an estimate answered ${created.status}`);
  const estimate = (await created.json()) as Estimate;
  const saved = await call('PUT', adminEstimatePath(estimate.id), threeOptionDraft(estimate.draft.expiresOn));
  if (saved.status !== 200) throw new Error(`saving the estimate answered ${saved.status}`);
  return estimate.id;
}

export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost visible elements reaching past the screen's edges, described. */
  sticking: string[];
}

/** What is wider than the screen: the page itself, and each visible element reaching past its edges. */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${id} "${name}" ${Math.round(box.left)}..${Math.round(box.right)}`;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') return false;
      if (box.right <= width + 1 && box.left >= -1) return false;
      return !clippedByAncestor(element);
    });
    // Only the outermost: its children stick out with it.
    const outermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && other.contains(element)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      sticking: outermost.map(describe),
    };
  });
}

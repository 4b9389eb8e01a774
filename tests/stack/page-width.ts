import type { Page } from 'playwright-core';
import { paths } from '../../web/src/config/paths.ts';

/**
 * Every dashboard page, from the app's own path table: a section added later is walked too.
 * `:id` stands for a quote request's id.
 */
export const DASHBOARD_PATHS = Object.values(paths).filter(
  (path) => path === paths.adminDashboard || path.startsWith(`${paths.adminDashboard}/`),
);

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

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

// The pages allow only their own scripts (`script-src 'self'`), so axe cannot come in as a
// <script> tag; an evaluation over the DevTools protocol is not bound by the page's CSP.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a reader needs to fix one violation without rerunning the test. */
export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** Each offending element: its selector, its opening markup and what to fix about it. */
  nodes: Array<{ target: string; html: string; summary: string }>;
}

type AxeWindow = Window & { axe?: typeof Axe };

/** Runs axe-core over the whole document as it is now, with the tags above. */
export async function findViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: Axe.RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const { violations } = await axe.run(document, runOptions);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' >>> '),
        html: node.html,
        summary: node.failureSummary ?? '',
      })),
    }));
  }, options);
}

/** Styled-components' class names say little: the element's markup shows which one it is. */
const HTML_SHOWN_CHARS = 200;
const truncate = (html: string) => (html.length > HTML_SHOWN_CHARS ? `${html.slice(0, HTML_SHOWN_CHARS)}…` : html);

export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    - ${node.target}\n      ${truncate(node.html)}\n      ${node.summary.replaceAll('\n', '\n      ')}`,
      );
      return [`  ${violation.id} (${violation.impact}): ${violation.help}`, `    ${violation.helpUrl}`, ...nodes].join(
        '\n',
      );
    })
    .join('\n');
}

/**
 * Waits until the page has stopped moving: its main heading (or what `shown` finds) shows,
 * nothing says it is still loading, and every finite animation or transition (a toast sliding
 * in, a dialog fading in) has run, so axe measures the colours a visitor ends up seeing.
 */
export async function waitUntilSettled(
  page: Page,
  shown: Locator = page.getByRole('heading', { level: 1 }),
): Promise<void> {
  await shown.first().waitFor();
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^\s*Loading/ })
        .count(),
    )
    .toBe(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with every violation axe finds on the page: rule, impact, help and the elements. */
export async function expectNoAccessibilityViolations(page: Page, shown?: Locator): Promise<void> {
  await waitUntilSettled(page, shown);
  const violations = await findViolations(page);
  expect(violations, `axe found violations on ${page.url()}:\n${formatViolations(violations)}`).toEqual([]);
}

import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core over what is on the page and expects no violation. jsdom lays nothing out, so
 * the colour-contrast rule cannot run here (the whole-stack tests check contrast in Chromium).
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map(
    ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

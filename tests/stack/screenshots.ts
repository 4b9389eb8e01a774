import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * STACK_SCREENSHOTS=<folder> keeps what the owner saw, for a person to look at: the whole page, or
 * only `part` of it (a form, a panel) where the page is long; without it, nothing is written.
 */
export async function keepScreenshot(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.STACK_SCREENSHOTS;
  if (!folder) return;
  const path = join(folder, `${name}.png`);
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** STACK_SCREENSHOTS=<folder> keeps a file the test received (a PDF), for a person to open; without it, nothing. */
export function keepFile(name: string, bytes: Uint8Array): void {
  const folder = process.env.STACK_SCREENSHOTS;
  if (folder) writeFileSync(join(folder, name), bytes);
}

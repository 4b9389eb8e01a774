import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * STACK_SCREENSHOTS=<folder> keeps what the owner saw, whole pages, for a person to look at;
 * without it, nothing is written.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.STACK_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

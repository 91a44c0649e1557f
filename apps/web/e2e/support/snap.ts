import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { test, type Page } from '@playwright/test';

import { ROOT } from '../../../../test/support/processes';

/** docs/screens: the screenshots a reader of the repository sees the product by (`npm run screens`). */
export const SCREENS_DIR = join(ROOT, 'docs', 'screens');

/** Whether this run makes screenshots: `npm run screens` sets SCREENSHOTS=1; a normal run writes none. */
export const screenshotsWanted = (): boolean => process.env.SCREENSHOTS === '1';

/**
 * Writes docs/screens/<name>.png when SCREENSHOTS=1 (else does nothing): the whole page at 1440 px wide in
 * the admin project, the phone's 390x844 screen in the mobile project (`fullPage` to take the whole page).
 * Call it when the screen shows what it is for (data loaded, no spinner). `name` is e.g. 'admin/store-list'.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) {
    return;
  }
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(name)) {
    throw new Error(`screenshot name '${name}': lower-case words and dashes, folders with '/'`);
  }
  const path = join(SCREENS_DIR, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  const fullPage = options.fullPage ?? test.info().project.name === 'admin';
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide' });
}
